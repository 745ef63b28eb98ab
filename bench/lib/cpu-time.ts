import { readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU time (user + system) a live process has used so far, in milliseconds, from /proc (Linux). */
export function cpuMs(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
