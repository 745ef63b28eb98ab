import { readFile } from 'node:fs/promises';
import { readPact, type ReadPact } from '../../core/reports/read-pact.ts';

/** A pact file read and checked, or the one line that says why it cannot be. */
export type PactFile = { ok: true; pact: ReadPact } | { ok: false; line: string };

/**
 * Reads a pact file for the CLI: unreadable, not JSON, not a pact, an unknown version: one line
 * naming the file.
 * @example const read = await readPactFile('pacts/web-app.json'); if (!read.ok) console.error(read.line);
 */
export async function readPactFile(file: string): Promise<PactFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      line: `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    };
  }
  const read = readPact(text);
  return read.ok ? read : { ok: false, line: `${file}: ${read.error.message.split('\n')[0]}` };
}
