/** The Node versions this package runs on, as package.json's `engines` says (a test keeps them equal). */
export const supportedNode = '^22.13.0 || >=24.0.0';

/**
 * Why this Node cannot run the package (msw 3 and commander need 22.12, the db file's lock node:sqlite 22.13; 23 is an
 * odd, unsupported line), or undefined when it can: the rule of `supportedNode`, in code.
 * @example unsupportedNode('20.20.2') // 'animal-store-mock needs Node 22.13 or newer; ...'
 */
export function unsupportedNode(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 13)) return undefined;
  return `animal-store-mock needs Node 22.13 or newer, but not 23 (engines: ${supportedNode}); this is Node ${version}. Upgrade Node, e.g. to 24 LTS.`;
}
