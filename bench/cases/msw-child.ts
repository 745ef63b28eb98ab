// Run by cases/msw.ts in a process of its own: fetch through MSW's setupServer, with our handlers
// (`ours`) or with a bare handler returning a fixed JSON array (`bare`, the MSW limit).
// Usage: node bench/cases/msw-child.ts <ours|bare> <warmupSec> <durationSec> <concurrency>
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { generatePets } from '../../fixtures/generate-pets.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { sequentialResult } from '../lib/sequential-result.ts';

const [handler, warmupSec, durationSec, concurrency] = process.argv.slice(2);
const url = 'http://api.animal-store.test/v1/pets?limit=20';
const init = { headers: { authorization: 'Bearer bench-key' } };

const fixed = generatePets({ seed: 42, count: 20 });
const handlers: HttpHandler[] =
  handler === 'ours'
    ? createHandlers(await createAnimalStore({ seed: 42, count: 100 }))
    : [http.get('*/v1/pets', () => HttpResponse.json(fixed))];
const server = setupServer(...handlers);
server.listen({ onUnhandledFrame: 'error' });

/** `concurrency` loops of fetch for `seconds`; latencies of the 200s when asked. */
async function drive(seconds: number, latencies: number[] | null) {
  const started = performance.now();
  const end = started + seconds * 1000;
  let ok = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        try {
          const response = await fetch(url, init);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(String(response.status));
          ok++;
          latencies?.push(performance.now() - sent);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { ok, errors, seconds: (performance.now() - started) / 1000 };
}

await drive(Number(warmupSec), null);
const latencies: number[] = [];
const cpuBefore = process.cpuUsage();
const { ok, errors, seconds } = await drive(Number(durationSec), latencies);
const cpu = process.cpuUsage(cpuBefore);
server.close();
// Client and MSW share this process: its CPU time per request is the whole cost of one fetch.
console.log(JSON.stringify(sequentialResult({ ok, errors, seconds, latencies }, cpu.user + cpu.system)));
