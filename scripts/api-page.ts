// docs/js-api.md, written from the doc model API Extractor makes of each entry's declarations:
// every export, its one-line doc and its `@example`, so the page cannot drift from the code.
import { ApiDocumentedItem, ApiModel, type ApiItem } from '@microsoft/api-extractor-model';

/** A node of a TSDoc comment, as far as the page reads it. */
interface DocNodeLike {
  kind: string;
  getChildNodes(): readonly DocNodeLike[];
  text?: string;
  code?: string;
}

/** The plain text of a TSDoc node: prose, `code spans` and link texts; soft breaks become `lineBreak`. */
function textOf(node: DocNodeLike, lineBreak = ' '): string {
  switch (node.kind) {
    case 'PlainText':
    case 'ErrorText':
    case 'EscapedText':
      return node.text ?? '';
    case 'CodeSpan':
      return `\`${node.code ?? ''}\``;
    case 'FencedCode':
      return node.code ?? '';
    case 'SoftBreak':
      return lineBreak;
    default:
      return node
        .getChildNodes()
        .map((child) => textOf(child, lineBreak))
        .join('');
  }
}

/** The first sentence of the summary, on one line. */
function oneLine(item: ApiItem): string {
  if (!(item instanceof ApiDocumentedItem) || !item.tsdocComment) return '';
  const summary = textOf(item.tsdocComment.summarySection as unknown as DocNodeLike)
    .replace(/\s+/g, ' ')
    .trim();
  const end = summary.search(/\.(\s|$)/);
  return end === -1 ? summary : summary.slice(0, end + 1);
}

/** The `@example` blocks, as code. */
function examples(item: ApiItem): string[] {
  if (!(item instanceof ApiDocumentedItem) || !item.tsdocComment) return [];
  return item.tsdocComment.customBlocks
    .filter(({ blockTag }) => blockTag.tagName === '@example')
    .map((block) => textOf(block.content as unknown as DocNodeLike, '\n').trim())
    .filter((code) => code !== '');
}

/**
 * The page, from each entry's doc model (the JSON API Extractor writes).
 * @example renderApiPage([{ entry: 'animal-store-mock/msw', docModelPath: 'msw.api.json' }])
 */
export function renderApiPage(entries: readonly { entry: string; docModelPath: string }[]): string {
  const lines = [
    '# The JavaScript API',
    '',
    '<!-- Written by `npm run api-report` from the declarations the build writes; `npm test` fails when it is stale. -->',
    '',
    'What each package entry exports: its name, kind and one-line doc, with its example when it has one.',
    'The full signatures are in [api-report/](api-report/), one file per entry; a change there is a change',
    'to what users can import. Everything else in the package is internal and may change in any release.',
  ];
  for (const { entry, docModelPath } of entries) {
    // A model each: every entry's doc model names the same package.
    const pkg = new ApiModel().loadPackage(docModelPath);
    lines.push('', `## \`${entry}\``, '', '| export | kind | what it is |', '|---|---|---|');
    const members = [...(pkg.entryPoints[0]?.members ?? [])].sort((a, b) => a.displayName.localeCompare(b.displayName));
    for (const member of members)
      lines.push(
        `| \`${member.displayName}\` | ${member.kind.toLowerCase()} | ${oneLine(member).replace(/\|/g, '\\|')} |`,
      );
    for (const member of members) {
      for (const code of examples(member)) lines.push('', `\`${member.displayName}\`:`, '', '```ts', code, '```');
    }
  }
  return `${lines.join('\n')}\n`;
}
