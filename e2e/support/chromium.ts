import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The system Chromium (Debian package) driven by playwright-core, for the browser tests and the
 * instance checks in scripts/. No browser is ever downloaded: install it with
 * `apt-get install -y chromium` when /usr/bin/chromium is missing.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with \`apt-get install -y chromium\` ` +
        '(or set CHROMIUM_PATH); the tests never download a browser.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
