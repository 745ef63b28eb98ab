import { expect } from 'vitest';
import type { ErrorBody } from '../../core/internal.ts';
import { isJsonContentType } from './json-response.ts';
import { adminErrorStatuses, apiErrorStatuses } from '../../core/exchange/errors.ts';

const knownStatuses: Record<string, number> = { ...apiErrorStatuses, ...adminErrorStatuses };

/**
 * What is wrong with an answer that should be an Error: `application/json`, exactly
 * `{code, message, status}`, `status` equal to the HTTP status, a non-empty code (`code` when
 * given; a known code only with its own status) and a non-empty message. Returns the problems
 * (empty when it is fine), so that fuzzing can report them; works on fetch and raw answers alike.
 * @example expect(errorBodyProblems(answer.status, answer.headers['content-type'], answer.body)).toEqual([]);
 */
export function errorBodyProblems(
  status: number,
  contentType: string | null | undefined,
  text: string,
  code?: string,
): string[] {
  const problems: string[] = [];
  if (!isJsonContentType(contentType))
    problems.push(`content-type is ${JSON.stringify(contentType)}, not application/json`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `body is not JSON: ${JSON.stringify(text.slice(0, 200))}`];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [...problems, `body is not an object: ${text.slice(0, 200)}`];
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (keys !== 'code,message,status') problems.push(`body keys are ${keys}, not code,message,status`);
  if (record.status !== status) problems.push(`body status ${String(record.status)} is not the HTTP status ${status}`);
  if (typeof record.message !== 'string' || record.message.trim() === '')
    problems.push('message is empty or not a string');
  if (typeof record.code !== 'string' || record.code === '') problems.push('code is empty or not a string');
  else if (code !== undefined && record.code !== code)
    problems.push(`code is ${JSON.stringify(record.code)}, not ${JSON.stringify(code)}`);
  else if (record.code in knownStatuses && knownStatuses[record.code] !== status) {
    problems.push(`code ${record.code} belongs to ${knownStatuses[record.code]}, not ${status}`);
  }
  return problems;
}

/**
 * Checks an Error response: the HTTP status, then everything `errorBodyProblems` checks (with
 * `code` when given), and a message that mentions each of `mentions`. Returns the body.
 * @example await expectError(response, 404, 'not_found', ['99999']);
 */
export async function expectError(
  response: Response,
  status: number,
  code?: string,
  mentions: (string | RegExp)[] = [],
): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.status, `status (body: ${text.slice(0, 300)})`).toBe(status);
  expect(
    errorBodyProblems(status, response.headers.get('content-type'), text, code),
    `Error body: ${text.slice(0, 300)}`,
  ).toEqual([]);
  const body = JSON.parse(text) as ErrorBody;
  for (const mention of mentions) {
    if (typeof mention === 'string') expect(body.message).toContain(mention);
    else expect(body.message).toMatch(mention);
  }
  return body;
}
