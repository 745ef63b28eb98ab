/**
 * The V8 flags the server runs with: its bin's first line and `npm start` pass them, and the
 * soak, the bench and the tests start it the same way (a test keeps the three places equal).
 * V8 doubles its young generation each time the objects that survive scavenges add up to its
 * size, up to 2 × 64 MiB on a large machine, and gives it back only when allocation nearly
 * stops: under steady load a mock left running for hours would climb in steps of tens of MiB.
 * 16 MiB semi-spaces keep it flat, for a little CPU per request. They start at 4 MiB, not 1: a
 * start allocates some 20 MiB (modules, a db file's pets), which then takes three scavenges
 * instead of six or seven. The price: more RSS after a short load (the young generation grows
 * sooner); under a long load it reaches the same size either way. docs/performance.md has the figures.
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=16', '--min-semi-space-size=4'];
