import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU time (user + system) a live process has used so far, in milliseconds, from /proc (Linux). */
export function cpuMs(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * CPU time (user + system) the live descendants of `pid` have used so far, in milliseconds (a
 * browser's processes under the bench's child that launched it); Linux only.
 */
export function descendantsCpuMs(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // It ended while the list was read.
    }
  }
  let total = 0;
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      try {
        total += cpuMs(child);
      } catch {
        // It ended since.
      }
      visit(child);
    }
  };
  visit(pid);
  return total;
}
