import { readFile } from 'node:fs/promises';

/** `<!-- file: path -->`, then a fenced block: the block is that file of the repository, verbatim. */
const snippet = /^<!-- file: (\S+) -->\n```(\w*)\n([\s\S]*?)^```$/gm;

export interface Snippet {
  path: string;
  /** The block as the README has it. */
  shown: string;
}

/** Every file-backed block of a README, in order. */
export function readmeSnippets(readme: string): Snippet[] {
  return [...readme.matchAll(snippet)].map(([, path, , shown]) => ({ path: path!, shown: shown! }));
}

/**
 * The README with each file-backed block replaced by its file as it is now (`root` is the
 * repository's URL, ending in `/`).
 * @example await writeFile('README.md', await renderReadmeSnippets(readme, root))
 */
export async function renderReadmeSnippets(readme: string, root: URL): Promise<string> {
  const files = new Map<string, string>();
  for (const { path } of readmeSnippets(readme)) files.set(path, await readFile(new URL(path, root), 'utf8'));
  return readme.replace(snippet, (_block, path: string, language: string) => `<!-- file: ${path} -->\n\`\`\`${language}\n${files.get(path)}\`\`\``);
}
