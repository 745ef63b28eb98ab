import { describe, expect, it } from 'vitest';
import { adminDocument } from './tool-schemas.ts';
import { mcpTools } from './mcp-tools.ts';

/** Every operation of the admin document that `x-mcp` marks, with its tool's name. */
const marked = Object.values(adminDocument().paths as Record<string, Record<string, Record<string, unknown>>>)
  .flatMap((methods) => Object.values(methods))
  .flatMap((operation) => {
    const extension = operation['x-mcp'] as { tool: string } | undefined;
    return extension ? [{ operationId: operation.operationId as string, tool: extension.tool }] : [];
  });

describe('the MCP tools', () => {
  it('are the operations spec/admin.openapi.yaml marks with x-mcp, one tool each, in its order', () => {
    expect(marked.length).toBeGreaterThan(10);
    expect(mcpTools.map(({ name }) => name)).toEqual(marked.map(({ tool }) => tool));
  });

  it('take a sandbox on every tool but those that manage the sandboxes, and read-only ones are GETs', () => {
    const sandboxTools = mcpTools.filter(({ sandboxed }) => !sandboxed).map(({ name }) => name);
    expect(sandboxTools).toEqual(['create_sandbox', 'list_sandboxes', 'get_sandbox', 'drop_sandbox']);
    expect(mcpTools.filter(({ annotations }) => annotations.destructiveHint).map(({ name }) => name)).toEqual([
      'load_scenario',
      'reset',
      'clear_failure_rules',
      'drop_sandbox',
    ]);
  });

  it('are titled and described by their operation where x-mcp words neither (get_sandbox by its one line)', () => {
    const getSandbox = (adminDocument().paths as Record<string, Record<string, Record<string, unknown>>>)[
      '/sandboxes/{name}'
    ]?.get;
    expect(getSandbox?.['x-mcp']).toEqual({ tool: 'get_sandbox' });
    expect(mcpTools.find(({ name }) => name === 'get_sandbox')).toMatchObject({
      title: getSandbox?.summary,
      description: getSandbox?.description,
    });
  });
});
