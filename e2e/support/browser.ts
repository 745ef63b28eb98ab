import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const debianChromium = '/usr/bin/chromium';

/** Playwright's own Chromium when it is installed, else Debian's; undefined when neither is. */
export function findChromium(): string | undefined {
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  if (own && existsSync(own)) return own;
  if (existsSync(debianChromium)) return debianChromium;
  return undefined;
}

export const noChromiumMessage = [
  'No Chromium for the browser tests (e2e/).',
  `Neither Playwright's own Chromium nor ${debianChromium} is installed.`,
  "Install Debian's: `apt-get install -y chromium` (as root; .ci/run does this), then run again.",
].join('\n');

/**
 * Flags this kind of machine needs (closed network, root, no GPU): without the
 * background-networking ones Chromium keeps dialling out and its connections are refused.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
