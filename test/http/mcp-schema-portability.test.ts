import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcpHttp, type McpClient } from '../support/mcp-client.ts';
import { startTestServer } from '../support/test-server.ts';
import {
  booleanValued,
  constrains,
  subschemaList as list,
  subschemaMap as map,
  subschemaOne as one,
} from '../../scripts/schema-portability-rules.ts';

// The MCP Inspector's strict schema-portability check (`npx @modelcontextprotocol/inspector --cli
// ... --method tools/list --strict`, its core/json/schemaLint.ts in 2.12), written again here from
// its rules (scripts/schema-portability-rules.ts): the Inspector itself is a 110 MB install.
/** Each finding as `path: rule`, errors and warnings alike. */
function lint(schema: unknown, path: string, keyword?: string): string[] {
  if (typeof schema === 'boolean')
    return keyword !== undefined && booleanValued.has(keyword) ? [] : [`${path}: boolean-schema`];
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const node = schema as Record<string, unknown>;
  const findings: string[] = [];
  if (Array.isArray(node.type)) findings.push(`${path}: type-union`);
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) findings.push(`${path}: remote-ref`);
  if (!constrains(node) && keyword !== 'not') findings.push(`${path}: untyped-schema`);
  for (const key of map) {
    const children = node[key];
    if (children && typeof children === 'object')
      for (const [name, child] of Object.entries(children))
        findings.push(...lint(child, `${path}.${key}.${name}`, key));
  }
  for (const key of list)
    if (Array.isArray(node[key]))
      (node[key] as unknown[]).forEach((child, index) =>
        findings.push(...lint(child, `${path}.${key}[${index}]`, key)),
      );
  for (const key of one) {
    if (!(key in node)) continue;
    const child = node[key];
    if (Array.isArray(child))
      child.forEach((item, index) => findings.push(...lint(item, `${path}.${key}[${index}]`, key)));
    else findings.push(...lint(child, `${path}.${key}`, key));
  }
  return findings;
}

describe("the MCP tools' schemas, under the Inspector's strict portability check", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: McpClient;
  let tools: Tool[];
  beforeAll(async () => {
    server = await startTestServer();
    client = await connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`);
    ({ tools } = await client.listTools());
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it('finds nothing in any tool: no untyped node, type list, bare boolean schema or remote $ref', () => {
    expect(tools.length).toBeGreaterThan(0);
    const findings = tools.flatMap((tool) => [
      ...lint(tool.inputSchema, `${tool.name} inputSchema`),
      ...lint(tool.outputSchema, `${tool.name} outputSchema`),
    ]);
    expect(findings).toEqual([]);
  });

  it("keeps the spec's schemas as local $refs into $defs, each written once, rather than inlined", () => {
    const addRule = tools.find(({ name }) => name === 'add_failure_rule')!;
    expect(addRule.inputSchema.properties?.rule).toEqual({ $ref: '#/$defs/FailureRule' });
    const defs = addRule.inputSchema.$defs as Record<string, unknown>;
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        for (const [, ref] of JSON.stringify(schema).matchAll(/"\$ref":"([^"]*)"/g))
          expect(ref, tool.name).toMatch(/^#\/\$defs\/[\w-]+$/);
      }
    }
    expect(Object.keys(defs)).toContain('scenario-failureRuleFields');
  });

  it('would see each kind of finding', () => {
    expect(
      lint(
        {
          type: 'object',
          properties: {
            a: { description: 'anything' },
            b: { type: ['string', 'null'] },
            c: { $ref: 'https://example.com/x' },
          },
          items: false,
        },
        's',
      ),
    ).toEqual([
      's.properties.a: untyped-schema',
      's.properties.b: type-union',
      's.properties.c: remote-ref',
      's.items: boolean-schema',
    ]);
  });
});
