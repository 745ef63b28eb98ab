import type { AdminOperations, SandboxOperations } from '../../core/internal.ts';

type Operations = AdminOperations & SandboxOperations;

/** An operation of the admin API the tools call, by its operationId in spec/admin.openapi.yaml. */
export type ToolOperation = keyof Operations;

/**
 * One call of an admin operation, with what it takes: its body, its query (the journal's filter) or
 * its one path parameter, typed as the operation in the core takes it.
 */
export type AdminCall = {
  [Op in ToolOperation]: Parameters<Operations[Op]> extends []
    ? { operation: Op }
    : { operation: Op; input: Parameters<Operations[Op]>[0] };
}[ToolOperation];

/** A refusal as a value: the admin API's Error body, or why no answer came (`unreachable`). */
export interface AdminRefusal {
  code: string;
  message: string;
  status?: number;
}

export type AdminAnswer = { ok: true; body: unknown } | { ok: false; refusal: AdminRefusal };

/**
 * How the MCP tools reach the admin operations: over HTTP (the stdio command, another process) or
 * as functions in the server's own process (`/__admin/mcp`, whose route holds the guards). Either
 * way the answer and the refusal are the admin API's.
 */
export interface AdminClient {
  send(call: AdminCall): Promise<AdminAnswer>;
  /** The same operations on a live sandbox; `no_such_sandbox` when there is none: naming one never creates it. */
  inSandbox(name: string): Promise<{ ok: true; client: AdminClient } | { ok: false; refusal: AdminRefusal }>;
}

/** The refusal of a sandbox that does not exist, naming those that do. */
export function noSuchSandbox(name: string, names: readonly string[]): { ok: false; refusal: AdminRefusal } {
  const known = names.length === 0 ? 'there are none' : `the sandboxes: ${names.join(', ')}`;
  return {
    ok: false,
    refusal: {
      code: 'no_such_sandbox',
      message: `No sandbox named "${name}"; ${known}. Create it with create_sandbox.`,
    },
  };
}
