/** The MCP SDK: an optional peer dependency, loaded only by `animal-store-mock mcp` and `/__admin/mcp`. */
export const mcpPackage = '@modelcontextprotocol/sdk';

/** What to run when it is missing. */
export const installMcpPackage = `npm install --save-dev ${mcpPackage}`;

/**
 * Loads what needs the MCP SDK; `undefined` when the SDK is not installed (any other failure
 * throws). `load` is a dynamic import of a module that imports the SDK.
 * @example const endpoint = await loadWithMcpPackage(() => import('./mcp-endpoint.ts'));
 */
export async function loadWithMcpPackage<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const { code, message = '' } = error as { code?: string; message?: string };
  // Node names the package it could not find: "Cannot find package '@modelcontextprotocol/sdk' imported from ...".
  return code === 'ERR_MODULE_NOT_FOUND' && message.includes(`'${mcpPackage}'`);
}
