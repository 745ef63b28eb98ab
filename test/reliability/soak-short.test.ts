import { describe, expect, it } from 'vitest';
import { runSoak } from '../support/run-soak.ts';

/**
 * The soak's short form passes against today's server: every path the API does not serve is asked
 * once and must get what the server's routing answers, so a change of routes cannot leave
 * `npm run soak` behind (it once expected `GET /` to be 404 after it became the dashboard's door).
 */
describe('the soak, short', () => {
  it('passes: answers, writes, exit and descriptors as the server should give them', async () => {
    const { code, stdout, stderr } = await runSoak(['--short'], 55_000);
    expect(stdout, stderr.slice(-2000)).toContain('soak passed: no breach');
    expect(code).toBe(0);
  }, 60_000);
});
