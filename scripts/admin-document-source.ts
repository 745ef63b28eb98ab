import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

type Json = unknown;

/**
 * spec/admin.openapi.yaml with every `$ref` replaced by what it points at (in the admin document,
 * spec/openapi.yaml, spec/coverage.schema.json or fixtures/scenario.schema.json): one
 * self-contained document, so the MCP server can serve it and read its schemas without a
 * resolver or a YAML parser at run time.
 */
export async function renderAdminDocument(root: URL): Promise<Record<string, unknown>> {
  const documents = new Map<string, Json>();
  const load = async (url: URL): Promise<Json> => {
    const key = url.href;
    if (!documents.has(key)) {
      const text = await readFile(url, 'utf8');
      documents.set(key, url.pathname.endsWith('.json') ? JSON.parse(text) : parse(text));
    }
    return documents.get(key);
  };
  const adminUrl = new URL('spec/admin.openapi.yaml', root);
  // Two passes: documents load (async) first, then refs are replaced (sync).
  const refs = new Set<string>();
  const collect = async (value: Json, base: URL): Promise<void> => {
    if (Array.isArray(value)) {
      for (const item of value) await collect(item, base);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [name, item] of Object.entries(value)) {
      if (name === '$ref' && typeof item === 'string') {
        const target = new URL(item, base);
        const file = new URL(target.href.split('#')[0]!);
        if (!refs.has(file.href)) {
          refs.add(file.href);
          await collect(await load(file), file);
        }
      } else {
        await collect(item, base);
      }
    }
  };
  await collect(await load(adminUrl), adminUrl);
  return inline(documents.get(adminUrl.href), adminUrl, documents, []) as Record<string, unknown>;
}

function inline(value: Json, base: URL, documents: Map<string, Json>, trail: string[]): Json {
  if (Array.isArray(value)) return value.map((item) => inline(item, base, documents, trail));
  if (value === null || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as Record<string, Json>;
  const own = Object.fromEntries(Object.entries(rest).map(([name, item]) => [name, inline(item, base, documents, trail)]));
  if (typeof $ref !== 'string') return own;
  const target = new URL($ref, base);
  if (trail.includes(target.href)) throw new Error(`${target.href} refers to itself: it cannot be inlined`);
  const [file = '', pointer = ''] = target.href.split('#');
  const resolved = pointer.split('/').slice(1).reduce<Json>(
    (node, token) => (node as Record<string, Json>)[token.replaceAll('~1', '/').replaceAll('~0', '~')],
    documents.get(file),
  );
  if (resolved === undefined) throw new Error(`${target.href} points at nothing`);
  // A whole schema file keeps its content but not its identity: its `$id` would move the base of
  // nothing (no refs are left), and its `$defs` are inlined where used.
  const { $id: _id, $schema: _schema, $defs: _defs, ...content } = resolved as Record<string, Json>;
  return { ...(inline(pointer === '' ? content : resolved, new URL(file), documents, [...trail, target.href]) as object), ...own };
}
