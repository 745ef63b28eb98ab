import { spawn, type ChildProcess } from 'node:child_process';
import { serverNodeFlags } from '../../server/node-flags.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root: children run from here, as `npm start` does. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Node's compile cache for the children: kept between runs (node_modules/.cache is ignored by git). */
const compileCacheDir = fileURLToPath(new URL('../../node_modules/.cache/bench-compile-cache', import.meta.url));

const live = new Set<ChildProcess>();

/**
 * Starts a Node child (the same Node 24 that runs the bench) with piped output, tracked so that
 * `killAll` ends it whatever happens to the bench.
 */
export function spawnNode(args: readonly string[], nodeFlags: readonly string[] = []): ChildProcess {
  // The mock runs as its bin runs it; baselines as plain node.
  const mine = args[0] === 'server/bin.ts' || args[0] === 'server/start.js' ? serverNodeFlags : [];
  const child = spawn(process.execPath, [...mine, ...nodeFlags, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Every server, baselines too, starts with a warm compile cache after its first start.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', NODE_COMPILE_CACHE: compileCacheDir },
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Everything a child wrote so far (kept short), for error messages and for its result line. */
export function captureOutput(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-64_000);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  return { stdout: () => stdout, stderr: () => stderr };
}

const urlLine = /URL\s+(http:\/\/127\.0\.0\.1:\d+)\/v1/;

/** Resolves with the origin (`http://127.0.0.1:PORT`) from the banner line `URL  http://127.0.0.1:PORT/v1`. */
export function waitForOrigin(child: ChildProcess, timeoutMs = 60_000): Promise<string> {
  const output = captureOutput(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`no URL line within ${timeoutMs} ms`), timeoutMs);
    const onData = () => {
      const found = urlLine.exec(output.stdout());
      if (!found) return;
      done();
      resolve(found[1]!);
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited (${code ?? signal}) before its URL line`);
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    function fail(why: string) {
      done();
      reject(new Error(`${child.spawnargs.slice(1).join(' ')}: ${why}\n${output.stderr().trim()}`));
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Waits for a child to exit; SIGTERM first (a CPU profile is written on a clean exit), SIGKILL after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Waits for a child that ends by itself, its output read to the end; rejects when it fails. */
export function childExit(child: ChildProcess): Promise<void> {
  const output = captureOutput(child);
  return new Promise((resolve, reject) => {
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${child.spawnargs.slice(1).join(' ')} exited (${code ?? signal})\n${output.stderr().trim()}`),
        );
    });
  });
}

/** Ends every child still running, at once. */
export function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

/** Children never outlive the bench: on exit, Ctrl-C, SIGTERM or a crash. */
export function installCleanup(): void {
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping children`);
      killAll();
      process.exit(130);
    });
  }
}

/** Resident set size of a live process, in MB, from /proc (Linux). */
export function rssMB(pid: number): number {
  const found = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!found) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(found[1]) / 1024;
}
