// Baseline (b), the cost of the framework: bare Koa + @koa/router over in-memory arrays with the
// mock's routes, and no validation. Usage: node bench/servers/bare-koa.ts [count] [plain]
// Its pets come from the mock's generator, or with `plain` are objects made in a loop (no generator
// loaded): the floor a start-up with that many pets can reach.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import Koa from 'koa';

type Pet = { id: number; name: string; categoryId: number; status?: string };

const pets: Pet[] = [];
const byId = new Map<number, Pet>();
// One array per status, so that a filtered list stays a short walk however many pets are created.
const byStatus = new Map<string, Pet[]>();
const add = (pet: Pet) => {
  pets.push(pet);
  byId.set(pet.id, pet);
  if (pet.status) {
    const list = byStatus.get(pet.status);
    if (list) list.push(pet);
    else byStatus.set(pet.status, [pet]);
  }
};
const count = Number(process.argv[2] ?? 100);
const statuses = ['available', 'pending', 'sold'] as const;
if (process.argv[3] === 'plain')
  for (let i = 1; i <= count; i++) add({ id: i, name: `Pet ${i}`, categoryId: (i % 5) + 1, status: statuses[i % 3]! });
else for (const pet of (await import('../../fixtures/generate-pets.ts')).generatePets({ seed: 42, count })) add(pet);
let nextId = pets.length + 1;

const koa = new Koa();
const router = new Router({ prefix: '/v1' });

router.get('/pets', (ctx) => {
  const limit = Number(ctx.query.limit ?? 20);
  const { status } = ctx.query;
  const from = typeof status === 'string' ? (byStatus.get(status) ?? []) : pets;
  ctx.body = from.slice(0, limit);
});

router.get('/pets/:petId', (ctx) => {
  const pet = byId.get(Number(ctx.params.petId));
  ctx.status = pet ? 200 : 404;
  ctx.body = pet ?? { code: 'not_found', message: 'No such pet.', status: 404 };
});

router.post('/pets', async (ctx) => {
  const input = JSON.parse(await readBody(ctx.req)) as Omit<Pet, 'id'>;
  const pet = { id: nextId++, ...input };
  add(pet);
  ctx.status = 201;
  ctx.set('location', `/v1/pets/${pet.id}`);
  ctx.body = pet;
});

koa.use(async (ctx, next) => {
  if (!/^Bearer\s+\S/i.test(ctx.get('authorization'))) {
    ctx.status = 401;
    ctx.body = { code: 'unauthorized', message: 'Missing API key.', status: 401 };
    return;
  }
  await next();
});
koa.use(router.routes());

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const server = koa.listen(0, '127.0.0.1', () => {
  console.log(`  URL       http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
