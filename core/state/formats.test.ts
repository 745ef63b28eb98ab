import { describe, expect, it } from 'vitest';
import { formatCoverageJunit, formatCoverageMarkdown, formatCoverageTable } from './coverage.ts';
import { sampleCoverage } from '../../test/support/sample-coverage.ts';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(\w+);/g, (whole, name: string) => {
    if (!(name in entities)) throw new Error(`unknown entity ${whole}`);
    return entities[name]!;
  });

/** A small XML reader: checks that tags nest and close, and that text and attributes hold no raw `<` or `&`. */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#root', attributes: {}, children: [] };
  const stack = [root];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const token = /<(\/?)([\w-]+)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while ((match = token.exec(body))) {
    at = token.lastIndex;
    const [, closing, name, attributeText, selfClosing, text] = match;
    if (text !== undefined) {
      if (/[&](?!\w+;)/.test(text)) throw new Error(`raw & in text: ${text}`);
      continue;
    }
    if (closing) {
      if (stack.pop()?.name !== name) throw new Error(`</${name}> closes the wrong element`);
      continue;
    }
    const attributes = Object.fromEntries(
      [...attributeText!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, unescape(value!)]),
    );
    const element = { name: name!, attributes, children: [] };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (at !== body.length || stack.length !== 1) throw new Error(`not well-formed at ${at}`);
  return root.children[0]!;
}

describe('coverage formats', () => {
  it('prints a table with a line per operation, its holes, undocumented statuses and the totals', () => {
    const table = formatCoverageTable(sampleCoverage());
    const listPets = table.split('\n').find((line) => line.startsWith('listPets'));
    expect(listPets).toMatch(
      /^listPets \(GET \/pets\)\s+1\/2\s+5\/8\s+401, empty, timeout, slow-body\s+400 ×1, 429 ×1, 503 ×1$/,
    );
    expect(table).toContain('responses covered: 3/8 (37.5%)');
    expect(table).toContain('failure kinds covered: 6/25 (24%)');
    expect(table).toContain('unmatched: GET /v1/nope ×2, DELETE /v1/pets ×1');
  });

  it('writes Markdown with a well-formed table and escaped cells', () => {
    const coverage = sampleCoverage();
    coverage.operations['listPets']!.path = '/pets|x';
    const lines = formatCoverageMarkdown(coverage).split('\n');
    const tableLines = lines.filter((line) => line.startsWith('|'));
    expect(tableLines).toHaveLength(2 + Object.keys(coverage.operations).length);
    const columns = (line: string) => line.replace(/\\\|/g, '').split('|').length;
    expect(new Set(tableLines.map(columns))).toEqual(new Set([7]));
    expect(lines).toContain('Responses covered: **3/8 (37.5%)** · failure kinds covered: **6/25 (24%)**');
    expect(tableLines.find((line) => line.includes('`createPet`'))).toBe(
      '| `createPet` POST /pets | 2/3 | 0/8 | 400, error, rate-limit, latency, reset, empty, timeout, malformed, slow-body | — |',
    );
  });

  it('writes JUnit XML with a test case per documented response and failure kind, a hole failing', () => {
    const coverage = sampleCoverage();
    const suites = parseXml(formatCoverageJunit(coverage));
    expect(suites).toMatchObject({ name: 'testsuites', attributes: { tests: '33', failures: '24' } });
    expect(suites.children.map((suite) => suite.attributes['name'])).toEqual(['listPets', 'createPet', 'getPet']);
    const getPet = suites.children[2]!;
    const cases = getPet.children.map((c) => [c.attributes['name'], c.children.map((child) => child.name)]);
    expect(cases).toContainEqual(['response 404', ['failure']]);
    expect(cases).toContainEqual(['failure gone', ['system-out']]);
    expect(getPet.attributes).toMatchObject({ tests: '12', failures: '11' });
  });

  it('escapes what XML would misread in names', () => {
    const coverage = sampleCoverage();
    coverage.spec.title = `Tom & "Jerry's" <store>\u0001`;
    const suites = parseXml(formatCoverageJunit(coverage));
    expect(suites.attributes['name']).toBe(`API coverage: Tom & "Jerry's" <store>\uFFFD ${coverage.spec.version}`);
  });
});
