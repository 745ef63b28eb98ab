import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium (package `chromium`). */
export const debianChromium = '/usr/bin/chromium';
/**
 * Debian's headless shell (package `chromium-headless-shell`), the Chromium Playwright itself runs
 * headless: the browser tests take half the CPU in it that they take in the full browser.
 */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/** Playwright's own Chromium when it is installed, else Debian's headless shell, else Debian's Chromium; undefined when none is. */
export function findChromium(): string | undefined {
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  return [own, debianHeadlessShell, debianChromium].find((path) => path !== undefined && existsSync(path));
}

export const noChromiumMessage = [
  'No Chromium for the browser tests (e2e/).',
  `Neither Playwright's own Chromium nor ${debianHeadlessShell} nor ${debianChromium} is installed.`,
  "Install Debian's: `apt-get install -y chromium-headless-shell` (as root; .ci/run does this), then run again.",
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
