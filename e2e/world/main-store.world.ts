import { expect, test } from '@playwright/test';
import { apiKey, readEnvironment, scenario } from '../support/environment.ts';
import { findBuiltinScenario } from '../../core/store/builtin-scenarios.ts';

// Runs once the sandboxes' tests are done (a project dependency): their worlds and clocks moved
// nothing in the shared server's own store.
test('the shared server’s main store has no world, no events and its start pets after the sandboxes’ worlds ran', async ({
  request,
}) => {
  const { sharedApiUrl } = readEnvironment();
  const admin = sharedApiUrl.replace(/\/v1$/, '/__admin');
  expect((await (await request.get(`${admin}/world`)).json()).world).toBeNull();
  expect((await (await request.get(`${admin}/world/events`)).json()).events).toEqual([]);
  const pets = (await (
    await request.get(`${sharedApiUrl}/pets?limit=100`, { headers: { authorization: `Bearer ${apiKey}` } })
  ).json()) as { id: number; name: string; status?: string }[];
  const start = findBuiltinScenario(scenario)?.pets ?? [];
  expect(pets.map(({ id, name, status }) => ({ id, name, status }))).toEqual(
    start.map(({ id, name, status }) => ({ id, name, status })),
  );
});
