import { apiKey, readEnvironment } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';

// Four of these run at once, one a worker, each in a sandbox of the one shared server with a world
// of its own (its arrivals carry their own status): none may see another's events or pets.
const plans = [
  { seed: 1, status: 'available' },
  { seed: 2, status: 'pending' },
  { seed: 3, status: 'sold' },
  { seed: 4, status: 'available' },
] as const;

for (const { seed, status } of plans) {
  test(`a sandbox with world seed ${seed} sees only its own world's events and arrivals while three others move theirs`, async ({
    sandbox,
    request,
  }) => {
    const { sharedApiUrl } = readEnvironment();
    const world = { seed, arrivals: { perHour: 6, status } };
    await sandbox.clock.set('2030-01-01T00:00:00Z', { speed: 0 });
    expect((await sandbox.world.set(world)).world).toEqual(world);
    const before = (await (
      await request.get(`${sharedApiUrl}/pets?limit=100`, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json()) as { id: number }[];

    // Several small moves, so the four sandboxes' advances interleave on the server.
    const answered = [];
    for (let step = 0; step < 8; step++) answered.push(...(await sandbox.clock.advance('15m')).events);

    expect(answered.length).toBeGreaterThan(0);
    expect(answered.map(({ seq }) => seq)).toEqual(answered.map((_, index) => index + 1));
    for (const event of answered) expect(event).toMatchObject({ kind: 'arrived', pet: { status } });
    expect((await sandbox.world.events()).events).toEqual(answered);
    expect((await sandbox.world.get()).world).toEqual(world);
    expect((await sandbox.clock.get()).now).toBe('2030-01-01T02:00:00.000Z');
    const after = (await (
      await request.get(`${sharedApiUrl}/pets?limit=100`, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json()) as { id: number }[];
    expect(after).toEqual([...before, ...answered.map(({ pet }) => pet)]);
  });
}
