import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { cleanupAll, startApp, type AppProcess, type StartOptions } from './app';
import { launchBrowser, screenshotWidths, WIDTHS } from './browser';

/** Every demo account signs in with this password (server/demo/members.ts). */
export const DEMO_PASSWORD = 'community-demo';

/**
 * Browser pages for the e2e tests: one context per page (own cookies), remembered so `closeAll()`
 * in afterAll closes them. Reduced motion: a dialog's entrance animation differs below and above
 * 768 px, so each resize of screenshotWidths would restart it and catch the dialog half transparent.
 */
class Pages {
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: () => Browser,
    private readonly baseUrl: () => string,
  ) {}

  /**
   * `timezoneId`: the browser's own time zone (an IANA name); the machine's when not given.
   * `serviceWorkers`: the site's worker (worker/sw.ts) is left out unless a test asks for it
   * (`'allow'`): the tests of the worker itself (offline copies and writes, downloaded episodes,
   * push; pwa.browser.test.ts has a browser profile of its own) ask. In the other tests it would add
   * its own work to every page load (a fifth to a quarter of a page load's CPU here, measured) and
   * answer a page from its saved copy when the server is slower than its network timeout, as a
   * loaded machine can be; a test that routes the page's requests (`page.route`) needs it out, as
   * the requests a worker makes itself are not routed.
   */
  async newPage(options: { colorScheme?: 'light' | 'dark'; width?: 390 | 1280; timezoneId?: string; serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
    const context = await this.browser().newContext({
      baseURL: this.baseUrl(),
      serviceWorkers: options.serviceWorkers ?? 'block',
      viewport: options.width === 390 ? WIDTHS.phone : WIDTHS.desktop,
      colorScheme: options.colorScheme ?? 'light',
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
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

/**
 * Waits until React has hydrated (the header's greeting renders only after mount; the player's
 * popup window, a page without the header, renders its player only in the browser).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-testid="greeting"], [data-testid="player-window"]').first().waitFor({ state: 'attached' });
}

/** Waits until the page's realtime connection is up (`<html data-realtime="connected">`, components/shell/RealtimeMark.tsx). */
export async function realtimeConnected(page: Page): Promise<void> {
  await page.locator('html[data-realtime="connected"]').waitFor({ state: 'attached' });
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

/**
 * Creates an account on /login's "Create account" tab and agrees on /register/complete, as a new
 * member does; resolves once they left that page, signed in.
 */
export async function signUpInBrowser(page: Page, account: { username: string; email: string; password: string }): Promise<void> {
  await open(page, '/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('tabpanel');
  await signUp.getByLabel('Username').fill(account.username);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/register/complete');
  // The form's boxes tick once the page is live (the button follows them).
  await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
  await hydrated(page);
  await page.getByRole('checkbox', { name: /stores and\s+processes the data/ }).check();
  await page.getByRole('checkbox', { name: /receive emails about my\s+account/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.waitForURL((url) => url.pathname !== '/register/complete');
}

/** Signs a demo member in on /login; resolves on /discussions with the account menu shown. */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await open(page, '/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  try {
    await page.waitForURL((url) => url.pathname === '/discussions');
  } catch (error) {
    // Say what the page shows instead (a refused sign-in shows the form's alert).
    const alert = await form.getByRole('alert').textContent({ timeout: 1_000 }).catch(() => null);
    await screenshotWidths(page, `failed-sign-in-${username}`).catch(() => undefined);
    throw new Error(`Signing in as ${username} did not reach /discussions (at ${page.url()}; alert: ${alert ?? 'none'}): ${String(error)}`);
  }
  await accountMenu(page).waitFor();
}

/** The built app and Chromium of one test file. */
export interface BrowserApp {
  app(): AppProcess;
  browser(): Browser;
  pages: Pages;
}

/**
 * Starts the built app (embedded PostgreSQL) and Chromium before the file's tests, and closes the
 * pages, the browser and the app after them.
 */
export function setUpBrowserApp(options: StartOptions | (() => Promise<StartOptions>) = {}): BrowserApp {
  let app: AppProcess | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet`);
    return value;
  };
  const pages = new Pages(
    () => started(browser, 'browser'),
    () => started(app, 'app').baseUrl,
  );
  // The app may take its full health wait (150 s) to start on a loaded machine.
  beforeAll(async () => {
    // Options may come from a server the file starts first (an S3 store's address, issue 39).
    app = await startApp(typeof options === 'function' ? await options() : options);
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await pages.closeAll();
    await browser?.close().catch(() => undefined);
    await cleanupAll();
  });
  return { app: () => started(app, 'app'), browser: () => started(browser, 'browser'), pages };
}
