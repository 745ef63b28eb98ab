import { openapiDocument } from './openapi-document.generated.ts';

/**
 * The codes a Markdown error table lists (rows `| \`code\` | 400 | ...`), with their statuses: the
 * spec's description, or a page of the docs.
 * @example errorTable('| `not_found` | 404 | No such pet. |') // { not_found: 404 }
 */
export function errorTable(text: string): Record<string, number> {
  return Object.fromEntries(
    [...text.matchAll(/^\| `(\w+)` \| (\d{3}) \|/gm)].map(([, code, status]) => [code, Number(status)]),
  );
}

let apiTable: Record<string, number> | undefined;

/** The error codes spec/openapi.yaml's description gives the API, each with its status; read once. */
export function apiErrorTable(): Readonly<Record<string, number>> {
  return (apiTable ??= errorTable(String(openapiDocument.info.description ?? '')));
}
