import { describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium, noChromiumMessage } from '../../e2e/support/browser.ts';
import { consumer } from './support/consumer-project.ts';
import { expectPassed } from './support/expect-passed.ts';

describe('the browser: a Vite build with msw 3.0.5 and its service worker, in Chromium', () => {
  const project = consumer('browser');

  it('passes its Playwright suite', async () => {
    const chromium = findChromium();
    expect(chromium, noChromiumMessage).toBeDefined();
    const env = { CHROMIUM_PATH: chromium!, CHROMIUM_ARGS: chromiumArgs.join(' ') };
    // Stopped before the test's own timeout, so that a hang shows what the suite printed.
    expectPassed(await project.run('npm', ['test'], { env, timeoutMs: 100_000 }), 'playwright', 7);
  });
});
