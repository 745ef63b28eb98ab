/**
 * The V8 flags the server runs with: its bin's first line and `npm start` pass them, and the
 * soak, the bench and the tests start it the same way (a test keeps the three places equal).
 * V8 doubles its young generation each time the objects that survive scavenges add up to its
 * size, up to 2 × 64 MiB on a large machine, and gives it back only when allocation nearly
 * stops: under steady load a mock left running for hours would climb in steps of tens of MiB.
 * 16 MiB semi-spaces keep it flat, for about 1-3 µs of CPU per request.
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=16'];
