import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { screenshotWidths, WIDTHS } from './browser';

/**
 * Browser pages for the e2e tests: one context per page (own cookies), remembered so `closeAll()`
 * in afterAll closes them. Reduced motion: a dialog's entrance animation differs below and above
 * 768 px, so each resize of screenshotWidths would restart it and catch the dialog half transparent.
 */
export class Pages {
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: () => Browser,
    private readonly baseUrl: () => string,
  ) {}

  async newPage(options: { colorScheme?: 'light' | 'dark'; width?: 390 | 1280 } = {}): Promise<Page> {
    const context = await this.browser().newContext({
      baseURL: this.baseUrl(),
      viewport: options.width === 390 ? WIDTHS.phone : WIDTHS.desktop,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: 'reduce',
    });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  async closeAll(): Promise<void> {
    for (const context of this.contexts.splice(0)) await context.close().catch(() => undefined);
  }
}

/** Waits until React has hydrated (the header's greeting renders only after mount). */
export async function hydrated(page: Page): Promise<void> {
  await page.getByTestId('greeting').first().waitFor({ state: 'attached' });
}

/** page.goto, then waits for hydration: a click before that would submit a server-rendered form natively. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** screenshotWidths from the top of the page (filling a form scrolls; the header is sticky). */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWidths(page, name);
}

/** The header's account menu button (the signed-in member). */
export const accountMenu = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /Account menu/ });
