import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCli } from '../../server/cli/parse-cli.ts';
import { spawnServer } from '../support/child-server.ts';
import { startTestServer } from '../support/test-server.ts';

const upstreamUrl = 'https://staging.example.com/v1';

/** parseCli exits on a bad value: here that exit throws, with what was printed. */
function parseOrExit(argv: string[], env: Record<string, string> = {}) {
  let printed = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((printed += String(chunk)), true));
  vi.spyOn(console, 'error').mockImplementation((line) => void (printed += `${line}\n`));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error(printed), { code });
  });
  try {
    return { config: parseCli(argv, env, '0.0.0'), code: undefined, printed };
  } catch (error) {
    return { config: undefined, code: (error as { code?: number }).code, printed };
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the proxy options of the command line', () => {
  it('parse into MockOptions.proxy, the key from the environment when not given', () => {
    const { config } = parseOrExit(
      [
        '--proxy',
        `${upstreamUrl}/`,
        '--proxy-only',
        'getPet, listPets',
        '--upstream-timeout',
        '500',
        '--strict-contract',
        '--record',
        'out.json',
      ],
      { ANIMAL_STORE_UPSTREAM_KEY: 'from-env' },
    );
    expect(config?.proxy).toEqual({
      upstream: upstreamUrl,
      upstreamKey: 'from-env',
      only: ['getPet', 'listPets'],
      timeoutMs: 500,
      strictContract: true,
    });
    expect(config?.record).toBe('out.json');
    expect(parseOrExit(['--proxy', upstreamUrl, '--upstream-key', 'flag']).config?.proxy?.upstreamKey).toBe('flag');
    expect(parseOrExit([]).config?.proxy).toBeUndefined();
  });

  it.each([
    { args: ['--proxy', 'ftp://staging.example.com/v1'], says: /http or https/ },
    { args: ['--proxy', 'staging/v1'], says: /not a URL/ },
    {
      args: ['--proxy', upstreamUrl, '--proxy-only', 'getPets'],
      says: /no such operation: getPets; known: listPets, createPet, getPet, listStoreOrders/,
    },
    { args: ['--proxy', upstreamUrl, '--upstream-timeout', '0'], says: /--upstream-timeout must be at least 1/ },
    { args: ['--record', 'out.json'], says: /--record works only in front of an upstream/ },
    { args: ['--strict-contract'], says: /--strict-contract works only/ },
  ])('$args.1 $args.2 $args.3: exit 2 saying why', ({ args, says }) => {
    const { code, printed } = parseOrExit(args);
    expect(code).toBe(2);
    expect(printed).toMatch(says);
  });

  it('npm start -- --proxy: the banner says where requests go, and they go there', async () => {
    const upstream = await startTestServer({ count: 4 });
    const child = await spawnServer(['--port', '0', '--in-memory', '--count', '0', '--quiet', '--proxy', upstream.url]);
    try {
      expect(child.stdout()).toMatch(
        new RegExp(
          `Upstream\\s+${upstream.url.replaceAll('.', '\\.')} \\(every operation; the client's key passed on; contract watched\\)`,
        ),
      );
      const response = await fetch(`${child.url}/pets`, { headers: { authorization: 'Bearer test-key' } });
      expect(await response.json()).toHaveLength(4);
    } finally {
      child.process.kill('SIGTERM');
      await child.exited;
      await upstream.close();
    }
  });
});
