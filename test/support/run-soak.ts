import { spawn } from 'node:child_process';
import { repoRoot } from '../../scripts/run-cli.ts';

/**
 * Runs `scripts/soak/run.ts` with these arguments and waits for it to stop by itself; `guardMs`
 * only bounds a soak that hangs (SIGINT: it kills its server).
 */
export function runSoak(
  args: string[],
  guardMs: number,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/soak/run.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const guard = setTimeout(() => child.kill('SIGINT'), guardMs);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}
