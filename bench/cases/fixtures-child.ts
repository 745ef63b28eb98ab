// Run by cases/fixtures.ts in a process of its own, so the first run is as cold as at a server start.
// Usage: node bench/cases/fixtures-child.ts <count> <runs>
import { generatePets } from '../../fixtures/generate-pets.ts';

const [count, runs] = process.argv.slice(2).map(Number) as [number, number];
const runsMs: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const pets = generatePets({ seed: 42, count });
  runsMs.push(performance.now() - started);
  if (pets.length !== count) throw new Error(`generated ${pets.length} pets, not ${count}`);
}
console.log(JSON.stringify({ count, runsMs }));
