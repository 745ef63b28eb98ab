import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAdminClient } from '../../core/admin/admin-client.ts';
import { adminBasePath } from '../../core/exchange/served-paths.ts';
import { describeAjvErrors } from '../../core/contract/validation-result.ts';
import { upstreamCredentials } from '../../core/state/upstream-credentials.ts';
import { maskUrlCredentials } from '../mask-url-credentials.ts';

/** Why a source gave no document: the CLI prints the message on one line and exits 2 (a URL's credentials masked). */
export class SourceInputError extends Error {
  readonly code = 'bad_input';
  constructor(message: string) {
    super(maskUrlCredentials(message));
  }
}

/** Which admin document the sources hold (`getCoverage`, `getResilience`), and how to check its shape. */
export interface AdminDocumentKind<T> {
  /** The admin operation a server gives it by. */
  operation: 'getCoverage' | 'getResilience';
  /** How a wrong shape is named: `coverage JSON`. */
  label: string;
  validate: ValidateFunction<T>;
}

/**
 * The documents of the sources given on the command line: JSON files, folders of them (what the
 * Playwright fixture writes), or a running server's URL (its `/__admin<route>`, keeping
 * `?sandbox=`, plus `query`).
 * @example await readAdminDocuments(['coverage/', 'http://127.0.0.1:4010'], coverageKind, { adminToken })
 */
export async function readAdminDocuments<T>(
  sources: readonly string[],
  kind: AdminDocumentKind<T>,
  { adminToken, query = {} }: { adminToken?: string | undefined; query?: Record<string, string> },
): Promise<T[]> {
  const documents: T[] = [];
  for (const source of sources) {
    if (/^https?:\/\//i.test(source))
      documents.push(checked(await fetchDocument(source, kind.operation, query, adminToken), source, kind));
    else for (const file of await filesOf(source)) documents.push(checked(await readJson(file), file, kind));
  }
  return documents;
}

/**
 * A server's document, asked through the typed admin client: `source` is `http://host:4010`, its
 * `/v1` or the document's own `/__admin/...` URL, whose query (`?sandbox=`) is kept beside `query`.
 * Credentials in it (the admin token as a Basic password) go as Basic; --admin-token wins.
 */
async function fetchDocument(
  source: string,
  operation: AdminDocumentKind<unknown>['operation'],
  query: Record<string, string>,
  adminToken: string | undefined,
): Promise<unknown> {
  const { base, basic } = upstreamCredentials(source);
  const given = new URL(base);
  // The server's mount point: what comes before /__admin, or the path without its /v1.
  const mount = given.pathname.includes(adminBasePath)
    ? given.pathname.slice(0, given.pathname.indexOf(adminBasePath))
    : given.pathname.replace(/\/(v1\/?)?$/, '');
  const authorization = adminToken === undefined ? basic : `Bearer ${adminToken}`;
  const client = createAdminClient({
    origin: `${given.origin}${mount}`,
    headers: authorization === undefined ? {} : { authorization },
    timeoutMs: 10_000,
    unreachable: (error) => `cannot connect (${error.cause?.message ?? error.message})`,
  });
  const input = { query: { ...Object.fromEntries(given.searchParams), ...query } } as never;
  const href = client.url(operation, input);
  const outcome = await client.call(operation, input);
  if (outcome.ok) return outcome.value;
  if (outcome.status === 0) throw new SourceInputError(`${href}: ${outcome.error.message}`);
  if (outcome.status === 401)
    throw new SourceInputError(`${href}: 401, the server wants its admin token (--admin-token)`);
  if (outcome.error.code === 'not_json' && outcome.status < 300)
    throw new SourceInputError(`${href}: the answer is not JSON`);
  throw new SourceInputError(`${href}: the server answered ${outcome.status}`);
}

/** A file as itself, a folder as the `.json` files in it (sorted); a `SourceInputError` when it cannot be read or holds none. */
export async function filesOf(path: string): Promise<string[]> {
  try {
    if (!(await stat(path)).isDirectory()) return [path];
    const files = (await readdir(path)).filter((name) => name.endsWith('.json')).sort();
    if (files.length === 0) throw new SourceInputError(`${path}: the folder holds no .json file`);
    return files.map((name) => join(path, name));
  } catch (error) {
    if (error instanceof SourceInputError) throw error;
    throw new SourceInputError(
      `${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SourceInputError(
      `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceInputError(`${file}: not JSON`);
  }
}

/** The value, if it has the kind's shape; the first problem named otherwise. */
function checked<T>(value: unknown, source: string, { validate, label }: AdminDocumentKind<T>): T {
  if (validate(value)) return value;
  const [first] = describeAjvErrors(validate.errors ?? []);
  throw new SourceInputError(
    `${source}: not ${label} (${first?.pointer || '/'} ${first?.rule ?? 'has the wrong shape'})`,
  );
}
