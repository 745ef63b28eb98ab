import { apiErrorTable } from '../contract/error-table.ts';
import { specValidators } from '../contract/spec.ts';
import type { ValidationIssue } from '../contract/validators.ts';
import type { MockResponse } from '../exchange/exchange.ts';
import { compileResponseContracts, type DeclaredResponse } from './response-contract.ts';

/** What an answer broke: its status, its content type, its body, or a declared header. */
export type ViolationKind = 'status' | 'content-type' | 'body' | 'header';

/** One way an answer breaks the contract: `path` is a JSON path into the answer (`$.body[0].id`). */
export interface ContractViolation {
  kind: ViolationKind;
  path: string;
  rule: string;
}

export interface ContractCheck {
  /** False when the spec does not describe the operation (nothing to check it against). */
  checked: boolean;
  violations: ContractViolation[];
  /** The body as JSON, when it is JSON. */
  body: unknown;
}

const json = 'application/json';

/**
 * Checks upstream answers against spec/openapi.yaml: the status must be one the operation lists,
 * or an Error whose code the spec's error table gives with that status (`400 invalid_query` on
 * listPets); then the content type, the body's schema (an Error's `status` equal to the HTTP
 * status) and the declared headers.
 * @example createContractCheck()('createPet', 'POST', { status: 201, headers: {}, body: '{}' }).violations[0].path // '$.headers.location'
 */
export function createContractCheck() {
  const contracts = compileResponseContracts();
  const errorBody = specValidators().component<{ code: string; status: number }>('Error');
  const errorTable: DeclaredResponse = { content: new Map([[json, errorBody]]), headers: [] };
  // An upstream repeats itself (a polled list): the last body checked per operation, status and
  // type is kept, so an equal text costs a string compare instead of a parse and a validation.
  const lastBodies = new Map<string, { text: string; body: unknown; violations: ContractViolation[] }>();
  const checkBody = (key: string, text: string, check: (body: unknown) => ContractViolation[]) => {
    const last = lastBodies.get(key);
    if (last?.text === text) return last;
    const body = parseJson(text);
    const checked = {
      text,
      body,
      violations:
        body === undefined
          ? [{ kind: 'body' as const, path: '$.body', rule: `must be JSON, got ${JSON.stringify(text.slice(0, 80))}` }]
          : check(body),
    };
    lastBodies.set(key, checked);
    return checked;
  };

  return (operationId: string, method: string, response: MockResponse): ContractCheck => {
    const contract = contracts.get(operationId);
    if (!contract) return { checked: false, violations: [], body: undefined };
    const { status } = response;
    // `default` stands for faults (5xx) and slow requests (408): any other status must be listed by number.
    const listed =
      contract.get(String(status)) ?? (status >= 500 || status === 408 ? contract.get('default') : undefined);
    const declared = listed ?? errorTable;
    const violations: ContractViolation[] = [];
    const text = bodyText(response.body);
    const mediaType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    let body: unknown;

    if (declared.content.size === 0) {
      if (text !== '')
        violations.push({
          kind: 'body',
          path: '$.body',
          rule: `must be empty: the spec declares no body for ${status}`,
        });
    } else if (!declared.content.has(mediaType)) {
      violations.push({
        kind: 'content-type',
        path: '$.headers["content-type"]',
        rule: `must be ${[...declared.content.keys()].join(' or ')}, got "${mediaType}"`,
      });
    } else if (method !== 'HEAD') {
      const checked = checkBody(`${operationId} ${status} ${mediaType}`, text, (parsed) =>
        listed ? bodyViolations(declared.content.get(mediaType)!(parsed), parsed, status) : [],
      );
      body = checked.body;
      violations.push(...checked.violations);
    }
    for (const { name, validate } of declared.headers) {
      const value = response.headers[name];
      const result = value === undefined ? undefined : validate(value);
      if (!result)
        violations.push({
          kind: 'header',
          path: `$.headers.${name}`,
          rule: `is required: the spec declares it for ${status}`,
        });
      else if (!result.ok)
        violations.push(
          ...result.issues.map(({ rule }) => ({ kind: 'header' as const, path: `$.headers.${name}`, rule })),
        );
    }
    if (!listed && !isTableError(body, status)) {
      const code = (body as { code?: unknown } | undefined)?.code;
      const why =
        typeof code === 'string'
          ? `the spec's error table does not give code "${code}" with ${status}`
          : "the body is not an Error of the spec's error table";
      violations.push({
        kind: 'status',
        path: '$.status',
        rule: `${status} is not listed for ${operationId} (${[...contract.keys()].join(', ')}), and ${why}`,
      });
    }
    return { checked: true, violations, body };
  };

  function isTableError(body: unknown, status: number): boolean {
    return body !== undefined && errorBody(body).ok && apiErrorTable()[(body as { code: string }).code] === status;
  }
}

function bodyViolations(
  result: { ok: true } | { ok: false; issues: ValidationIssue[] },
  body: unknown,
  status: number,
): ContractViolation[] {
  const violations = result.ok
    ? []
    : result.issues.map(({ path, rule }) => ({ kind: 'body' as const, path: `$.body${path.slice(1)}`, rule }));
  const stated = (body as { status?: unknown } | null)?.status;
  if (status >= 400 && result.ok && stated !== status) {
    violations.push({
      kind: 'body',
      path: '$.body.status',
      rule: `must repeat the HTTP status ${status}, got ${JSON.stringify(stated)}`,
    });
  }
  return violations;
}

function bodyText(body: MockResponse['body']): string {
  if (body === null) return '';
  return typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
