import { readdir, readFile } from 'node:fs/promises';

/** `<!-- file: path -->`, then a fenced block: the block is that file of the repository, verbatim. */
const snippet = /^<!-- file: (\S+) -->\n```(\w*)\n([\s\S]*?)^```$/gm;

export interface Snippet {
  path: string;
  /** The block as the page has it. */
  shown: string;
}

/**
 * The pages that may quote files: README.md and every page of docs/, as paths from the root.
 * @example for (const page of await documentationPages(root)) console.log(page)
 */
export async function documentationPages(root: URL): Promise<string[]> {
  const docs = (await readdir(new URL('docs/', root))).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

/** Every file-backed block of a markdown page, in order. */
export function readmeSnippets(page: string): Snippet[] {
  return [...page.matchAll(snippet)].map(([, path, , shown]) => ({ path: path!, shown: shown! }));
}

/**
 * The page with each file-backed block replaced by its file as it is now (`root` is the
 * repository's URL, ending in `/`).
 * @example await writeFile('docs/msw-and-test-stacks.md', await renderReadmeSnippets(page, root))
 */
export async function renderReadmeSnippets(page: string, root: URL): Promise<string> {
  const files = new Map<string, string>();
  for (const { path } of readmeSnippets(page)) files.set(path, await readFile(new URL(path, root), 'utf8'));
  return page.replace(
    snippet,
    (_block, path: string, language: string) => `<!-- file: ${path} -->\n\`\`\`${language}\n${files.get(path)}\`\`\``,
  );
}
