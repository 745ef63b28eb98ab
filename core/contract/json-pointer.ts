/**
 * One reference token of a JSON Pointer (RFC 6901), escaped: `~` as `~0`, then `/` as `~1`.
 * @example escapeToken('/pets/{id}') // '~1pets~1{id}'
 */
export const escapeToken = (token: string): string => token.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * An escaped reference token read back: `~1` as `/`, then `~0` as `~`.
 * @example unescapeToken('application~1json') // 'application/json'
 */
export const unescapeToken = (token: string): string => token.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * What a JSON Pointer points at in `value`, or undefined when nothing is there; `''` is the whole value.
 * @example valueAt({ paths: { '/pets': { get: 1 } } }, '/paths/~1pets/get') // 1
 */
export function valueAt(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[unescapeToken(token)], value);
}
