// `node scripts/run-together.ts <script>...`: runs the named npm scripts side by side, each line
// of their output prefixed with the script's name, and stops them all at the first failure (what
// `a && b && c` would do, without waiting for each in turn). `npm test` uses it so that its checks
// fill both cores: the type checks and the consumers' installs mostly wait on disk and network.
// Prints how long each took; exits 1 when one failed, 2 on bad arguments.
import { spawn, type ChildProcess } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => !/^[\w:.-]+$/.test(name))) {
  console.error('usage: node scripts/run-together.ts <npm script>...');
  process.exit(2);
}

const width = Math.max(...names.map((name) => name.length));
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const children = new Map<string, ChildProcess>();
const results: string[] = [];
/** Set at the first failure (or signal): what ends after it was stopped, not failed. */
let stopping = false;

/** Writes whole lines only, so that lines of two scripts never mix; `end` writes a last unended one. */
function prefixed(name: string, write: (text: string) => void): { data: (chunk: Buffer) => void; end: () => void } {
  let rest = '';
  const out = (lines: string[]) => write(lines.map((line) => `${name.padEnd(width)} | ${line}\n`).join(''));
  return {
    data: (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      if (lines.length > 0) out(lines);
    },
    end: () => {
      if (rest !== '') out([rest]);
      rest = '';
    },
  };
}

function stop(): void {
  stopping = true;
  // Each script runs in a process group of its own: this reaches npm, its shell and what they started.
  for (const child of children.values()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // the group ended meanwhile
    }
  }
}

const runs = names.map(
  (name) =>
    new Promise<void>((done) => {
      const from = performance.now();
      const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      children.set(name, child);
      const stdout = prefixed(name, (text) => process.stdout.write(text));
      const stderr = prefixed(name, (text) => process.stderr.write(text));
      child.stdout!.on('data', stdout.data);
      child.stderr!.on('data', stderr.data);
      child.on('close', (code, signal) => {
        stdout.end();
        stderr.end();
        const ok = code === 0;
        results.push(
          `${name.padEnd(width)}  ${ok ? 'ok' : stopping ? 'stopped' : `FAILED (${code ?? signal})`} in ${seconds(from)}`,
        );
        if (!ok && !stopping) stop();
        done();
      });
    }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, stop);
}

await Promise.all(runs);
console.log(
  `\n${results.join('\n')}\n${'together'.padEnd(width)}  ${stopping ? 'FAILED' : 'ok'} in ${seconds(started)}`,
);
process.exit(stopping ? 1 : 0);
