import { expect, test } from './support/fixtures.ts';

// Server mode only (project server): the one server every worker shares.
test("the page's requests reach this test's sandbox, and the main store never sees them", async ({ app, sandbox }) => {
  await app.open();
  const ours = (await app.journal()).filter(({ path }) => path === '/v1/pets');
  expect(ours.length).toBeGreaterThan(0);
  for (const entry of ours) expect(entry.headers['animal-store-sandbox']).toBe(sandbox.name);

  const mainJournal = await fetch(app.apiUrl.replace(/\/v1$/, '/__admin/requests'));
  const main = (await mainJournal.json()) as { headers: Record<string, string> }[];
  expect(main.filter(({ headers }) => headers['animal-store-sandbox'] === sandbox.name)).toEqual([]);
});

test("sandbox.har() is this sandbox's journal as HAR 1.2, with the page's requests", async ({ app, sandbox }) => {
  await app.open();
  // The journal records an exchange once its answer is written: the page can have it a moment before.
  const listsIn = (har: Awaited<ReturnType<typeof sandbox.har>>) =>
    har.log.entries.filter(({ request }) => request.method === 'GET' && new URL(request.url).pathname === '/v1/pets');
  await expect.poll(async () => listsIn(await sandbox.har()).length).toBeGreaterThan(0);
  const har = await sandbox.har();
  expect(har.log.version).toBe('1.2');
  const lists = listsIn(har);
  expect(lists[0]!.request.headers).toContainEqual({ name: 'animal-store-sandbox', value: sandbox.name });
  expect(JSON.parse(lists[0]!.response.content.text!)).toHaveLength(20);
});

test("sandbox.explain(id) says why one of the page's requests got its answer: the Host let in, this sandbox", async ({
  app,
  sandbox,
}) => {
  await app.open();
  const listed = async () =>
    (await sandbox.journal.list()).filter(({ path, status }) => path === '/v1/pets' && status === 200);
  await expect.poll(async () => (await listed()).length).toBeGreaterThan(0);
  const [list] = await listed();
  const { id, decisions } = await sandbox.explain(list!.id);
  expect(id).toBe(list!.id);
  expect(decisions.slice(0, 2)).toEqual([
    { kind: 'host', allowed: true, rule: expect.any(String) },
    { kind: 'sandbox', name: sandbox.name, created: false },
  ]);
  await expect(sandbox.explain(999_999)).rejects.toThrow(/answered 404/);
});
