import { ApiError, type AdminOperations, type ControlPlaneReach } from '../../core/internal.ts';
import { adminOperationTable } from '../../core/admin/admin-operation-table.generated.ts';
import { checkAdminBody } from '../../core/admin/admin-input.ts';
import { noSuchSandbox, type AdminCall, type AdminClient } from './admin-client.ts';

/** The message of an unexpected fault: the admin API's own 500. */
const internalError = new ApiError({
  code: 'internal_error',
  message: 'The mock failed unexpectedly; the fault is logged by the server.',
});

/**
 * The admin operations of this very server, called as functions for `/__admin/mcp`: no request is
 * made, since the route the MCP request came through already ran the control plane's guards (Host,
 * admin token, no change from another site). A refusal is the `ApiError` the route would have
 * answered with; any other throw is its 500, and is reported.
 * @example createInProcessAdminClient(reach, (error) => log.error(String(error)))
 */
export function createInProcessAdminClient(
  reach: ControlPlaneReach,
  onUnexpectedError: (error: unknown) => void,
): AdminClient {
  const on = (operations: AdminOperations): AdminClient => ({
    async send(call) {
      try {
        return { ok: true, body: await run(operations, call) };
      } catch (error) {
        if (!(error instanceof ApiError)) onUnexpectedError(error);
        const { code, message, status } = error instanceof ApiError ? error : internalError;
        return { ok: false, refusal: { code, message, status } };
      }
    },
    // One lookup in the registry, counted as a request to that sandbox; the list only to say which exist.
    async inSandbox(name) {
      const there = reach.sandboxes?.use(name);
      return there ? { ok: true, client: on(there) } : noSuchSandbox(name, reach.sandboxes?.names() ?? []);
    },
  });
  const run = async (operations: AdminOperations, call: AdminCall): Promise<unknown> => {
    const input = 'input' in call ? call.input : undefined;
    // The check the route would have made: the tool's own only checks shapes, not formats.
    await checkAdminBody(adminOperationTable[call.operation], async () => input ?? null);
    if (call.operation in operations)
      return (operations[call.operation as keyof AdminOperations] as (input: unknown) => unknown)(input);
    // The registry's operations act on the main mock's registry, wherever they are called.
    if (!reach.sandboxes) throw new ApiError({ code: 'not_found', message: 'This mock has no sandboxes.' });
    return (
      reach.sandboxes.operations[call.operation as keyof typeof reach.sandboxes.operations] as (
        input: unknown,
      ) => unknown
    )(input);
  };
  return on(reach.operations);
}
