import { readFile } from 'node:fs/promises';
import { jsonFilesOf } from './json-files.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { CoverageDocument } from '../../core/coverage/index.ts';
import schema from '../../spec/coverage.schema.json' with { type: 'json' };

/** Why a source gave no coverage: the CLI prints the message on one line and exits 2. */
export class CoverageInputError extends Error {
  readonly code = 'bad_input';
}

const validate = new Ajv2020({ allErrors: true, strict: false }).compile<CoverageDocument>(schema);

/**
 * The coverage documents of the sources given on the command line: JSON files, folders of them
 * (what the Playwright fixture writes), or a running server's URL (its `/__admin/coverage`).
 * @example await readCoverageSources(['coverage/', 'http://127.0.0.1:4010'], { adminToken })
 */
export async function readCoverageSources(sources: readonly string[], { adminToken }: { adminToken?: string | undefined }): Promise<CoverageDocument[]> {
  const documents: CoverageDocument[] = [];
  for (const source of sources) {
    if (/^https?:\/\//i.test(source)) documents.push(checked(await fetchCoverage(source, adminToken), source));
    else for (const file of await filesOf(source)) documents.push(checked(await readJson(file), file));
  }
  return documents;
}

/** The admin URL of a server's coverage: `http://host:4010`, `.../v1` or the full `/__admin/coverage` URL. */
export function coverageUrl(source: string): URL {
  const url = new URL(source);
  if (!url.pathname.endsWith('/__admin/coverage')) url.pathname = `${url.pathname.replace(/\/(v1\/?)?$/, '')}/__admin/coverage`;
  return url;
}

async function fetchCoverage(source: string, adminToken: string | undefined): Promise<unknown> {
  const url = coverageUrl(source);
  let response: Response;
  try {
    response = await fetch(url, { headers: adminToken === undefined ? {} : { authorization: `Bearer ${adminToken}` }, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new CoverageInputError(`${url.href}: cannot connect (${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message})`);
  }
  if (response.status === 401) throw new CoverageInputError(`${url.href}: 401, the server wants its admin token (--admin-token)`);
  if (!response.ok) throw new CoverageInputError(`${url.href}: the server answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new CoverageInputError(`${url.href}: the answer is not JSON`);
  }
}

async function filesOf(path: string): Promise<string[]> {
  const found = await jsonFilesOf(path);
  if (!found.ok) throw new CoverageInputError(found.line);
  return found.files;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CoverageInputError(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CoverageInputError(`${file}: not JSON`);
  }
}

/** The value, if it has the shape of spec/coverage.schema.json; the first problem named otherwise. */
function checked(value: unknown, source: string): CoverageDocument {
  if (validate(value)) return value;
  const [first] = validate.errors ?? [];
  throw new CoverageInputError(`${source}: not coverage JSON (${first?.instancePath || '/'} ${first?.message ?? 'has the wrong shape'})`);
}
