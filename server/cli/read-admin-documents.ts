import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { upstreamCredentials } from '../../core/state/upstream-credentials.ts';
import { maskUrlCredentials } from '../mask-url-credentials.ts';

/** Why a source gave no document: the CLI prints the message on one line and exits 2 (a URL's credentials masked). */
export class SourceInputError extends Error {
  readonly code = 'bad_input';
  constructor(message: string) {
    super(maskUrlCredentials(message));
  }
}

/** Which admin document the sources hold (`/coverage`, `/resilience`), and how to check its shape. */
export interface AdminDocumentKind<T> {
  /** The admin route, relative to `/__admin`. */
  route: string;
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
      documents.push(
        checked(await fetchDocument(adminDocumentUrl(source, kind.route, query), adminToken), source, kind),
      );
    else for (const file of await filesOf(source)) documents.push(checked(await readJson(file), file, kind));
  }
  return documents;
}

/** The admin URL of a server's document: `http://host:4010`, `.../v1` or the full `/__admin<route>` URL. */
export function adminDocumentUrl(source: string, route: string, query: Record<string, string> = {}): URL {
  const url = new URL(source);
  const path = `/__admin${route}`;
  if (!url.pathname.endsWith(path)) url.pathname = `${url.pathname.replace(/\/(v1\/?)?$/, '')}${path}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

async function fetchDocument(given: URL, adminToken: string | undefined): Promise<unknown> {
  // Credentials in the URL (the admin token as a Basic password) go as Basic; --admin-token wins.
  const { base, basic } = upstreamCredentials(given.href);
  const url = new URL(base);
  const authorization = adminToken === undefined ? basic : `Bearer ${adminToken}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: authorization === undefined ? {} : { authorization },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SourceInputError(
      `${url.href}: cannot connect (${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message})`,
    );
  }
  if (response.status === 401)
    throw new SourceInputError(`${url.href}: 401, the server wants its admin token (--admin-token)`);
  if (!response.ok) throw new SourceInputError(`${url.href}: the server answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SourceInputError(`${url.href}: the answer is not JSON`);
  }
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
  const [first] = validate.errors ?? [];
  throw new SourceInputError(
    `${source}: not ${label} (${first?.instancePath || '/'} ${first?.message ?? 'has the wrong shape'})`,
  );
}
