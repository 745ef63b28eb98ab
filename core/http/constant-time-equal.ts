/** Compares every character whatever the first difference, so timing reveals nothing but length. */
export function constantTimeEqual(expected: string, actual: string): boolean {
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < actual.length; i++) {
    difference |= actual.charCodeAt(i) ^ expected.charCodeAt(i % Math.max(expected.length, 1));
  }
  return difference === 0;
}
