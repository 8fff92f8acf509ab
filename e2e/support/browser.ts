import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './app';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from './chromium';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results');

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
