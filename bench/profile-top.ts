// Top self-time functions of a V8 CPU profile (from `npm run bench -- --profile`).
// Usage: node bench/profile-top.ts bench/profiles/mock-memory-100k.cpuprofile [rows]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { repoRoot } from './lib/processes.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rows = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-top.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

const where = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) => {
  const path = url.startsWith('file://') ? relative(repoRoot, new URL(url).pathname) : url;
  return `${functionName || '(anonymous)'}  ${path ? `${path}:${lineNumber + 1}` : ''}`.trim();
};
const totals = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const key = where(byId.get(id)!.callFrame);
  totals.set(key, (totals.get(key) ?? 0) + ms);
}
const all = [...totals.values()].reduce((a, b) => a + b, 0);
const idle = totals.get('(idle)') ?? 0;
console.log(`${(all / 1000).toFixed(1)} s sampled, ${((all - idle) / 1000).toFixed(1)} s busy`);
for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  console.log(`${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / (all - idle)).toFixed(1).padStart(5)}%  ${key}`);
}
