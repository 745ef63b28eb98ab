import { captureOutput, childExit, spawnNode } from '../lib/processes.ts';

/** Runs a bench script in a child process and parses the JSON of its last output line. */
export async function childJson<T>(args: readonly string[], nodeFlags: readonly string[] = []): Promise<T> {
  const child = spawnNode(args, nodeFlags);
  const output = captureOutput(child);
  await childExit(child);
  const last = output.stdout().trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`${args.join(' ')} printed no result: ${output.stdout().slice(-500)}`);
  }
}
