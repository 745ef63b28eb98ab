/**
 * Vitest's global setup for the repository's tests: the MCP server reads its tools' schemas from
 * server/mcp/admin-document.json, made from spec/ by the build and never committed; a test run
 * without a build makes it here, from the spec as it is now.
 */
export default async function writeAdminDocument(): Promise<void> {
  await import('../../scripts/write-admin-document.ts');
}
