import GithubSlugger from 'github-slugger';
import { lexer, walkTokens, type Token } from 'marked';

/** What the docs' tests read of a markdown page. */
export interface MarkdownPage {
  /** Each heading's text as GitHub shows it (inline code and emphasis unwrapped), in order. */
  headings: string[];
  /** The `#anchor` each heading gets on GitHub (duplicates numbered, as GitHub does). */
  anchors: Set<string>;
  /** The target of every link and image. */
  links: string[];
  /** The text of every inline code span. */
  codeSpans: string[];
  /** The text of every fenced or indented code block. */
  codeBlocks: string[];
  /** Every table as rows of cell texts (as a reader sees them), its header row first. */
  tables: string[][][];
}

/** The text a reader sees of inline tokens. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) =>
      'tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? String(token.text) : '',
    )
    .join('');
}

/**
 * A markdown page, parsed by marked, with GitHub's heading anchors (github-slugger).
 * @example readMarkdownPage('# Title\n[x](#title)').anchors.has('title') // true
 */
export function readMarkdownPage(markdown: string): MarkdownPage {
  const page: MarkdownPage = { headings: [], anchors: new Set(), links: [], codeSpans: [], codeBlocks: [], tables: [] };
  const slugger = new GithubSlugger();
  walkTokens(lexer(markdown), (token) => {
    if (token.type === 'heading') {
      const text = plainText(token.tokens ?? []);
      page.headings.push(text);
      page.anchors.add(slugger.slug(text));
    } else if (token.type === 'link' || token.type === 'image') page.links.push(String(token.href));
    else if (token.type === 'codespan') page.codeSpans.push(String(token.text));
    else if (token.type === 'code') page.codeBlocks.push(String(token.text));
    else if (token.type === 'table') {
      const cells = (row: { tokens: Token[] }[]) => row.map((cell) => plainText(cell.tokens));
      page.tables.push([cells(token.header), ...token.rows.map(cells)]);
    }
  });
  return page;
}
