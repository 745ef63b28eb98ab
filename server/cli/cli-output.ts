import { writeFile } from 'node:fs/promises';
import { maskUrlCredentials } from '../mask-url-credentials.ts';

/**
 * A command's bad input: one line on stderr (a URL's credentials masked); the exit code to set (2).
 * @example process.exitCode = failed('pact.json: not JSON');
 */
export function failed(line: string): number {
  console.error(maskUrlCredentials(line));
  return 2;
}

/**
 * Writes a command's result to `out`, saying so on stderr (`Wrote <out><note>.`), or to stdout
 * without `out`; resolves with the exit code (2, one line, when the file cannot be written).
 * @example process.exitCode = await printOrWrite(text, options.out, ': 3 pets');
 */
export async function printOrWrite(text: string, out: string | undefined, note = ''): Promise<number> {
  if (out === undefined) {
    process.stdout.write(text);
    return 0;
  }
  try {
    await writeFile(out, text);
  } catch (error) {
    return failed(`${out}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  console.error(`Wrote ${out}${note}.`);
  return 0;
}
