import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from './app';

/**
 * The system Chromium (Debian package) driven by playwright-core. No browser is ever downloaded:
 * install it with `apt-get install -y chromium` when /usr/bin/chromium is missing.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results');

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

/** Phone and desktop widths for the screenshots people look at. */
export const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Saves full-page screenshots of the page at 390 px and 1280 px into test-results/
 * (`<name>-390.png`, `<name>-1280.png`), then restores the page's viewport. Nothing is asserted
 * on the pixels. Not under CI (`CI=true`), where nobody looks at the files and 26 full-page
 * captures, each seconds long on a loaded machine, only lengthen the run.
 */
export async function screenshotWidths(page: Page, name: string): Promise<string[]> {
  if (process.env.CI === 'true') return [];
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const size of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize(size);
    const file = path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`);
    // A record for people, not a check: on a loaded machine a full-page capture (the player's
    // animated bar) took over the pages' 20 s action limit, so it gets a minute.
    await page.screenshot({ path: file, fullPage: true, timeout: 60_000 });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}
