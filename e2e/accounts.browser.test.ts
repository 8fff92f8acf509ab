import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cleanupAll, startApp, type AppProcess } from './support/app';
import { launchBrowser, screenshotWidths, WIDTHS } from './support/browser';

/**
 * Accounts in a real browser against the built app and its embedded PostgreSQL (empty database):
 * sign up, registration completion, sign out, sign in, wrong password, session cookie.
 */

const account = {
  username: 'e2e-alice',
  email: 'e2e-alice@example.org',
  fullname: 'Alice Example',
  password: 'correct horse battery',
};

let app: AppProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: WIDTHS.desktop });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function sessionState(page: Page): Promise<string> {
  const state = page.getByTestId('session-state');
  await state.waitFor();
  return (await state.textContent()) ?? '';
}

beforeAll(async () => {
  app = await startApp({ demoSeed: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await cleanupAll();
});

describe('accounts in the browser', () => {
  test('R7.1 R1.14 R4.14 R4.12 R6.4 R1.16: sign up, complete registration, sign out and sign in again', async () => {
    const page = await newPage();

    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshotWidths(page, 'accounts-01-login');

    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Full name').fill(account.fullname);
    await page.getByLabel('Password').fill(account.password);
    await screenshotWidths(page, 'accounts-02-signup');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    // Signed in but not yet a registered user: the consent page comes next.
    await page.waitForURL('**/register/complete');
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    await screenshotWidths(page, 'accounts-03-consent');
    await page.getByLabel(/stores and\s+processes the data/).check();
    await page.getByLabel(/receive emails about my\s+account/).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();

    await page.waitForURL('**/discussions');
    const afterConsent = await sessionState(page);
    expect(afterConsent).toContain(`Signed in as ${account.username}`);
    expect(afterConsent).toContain('you can post');
    await page.getByRole('heading', { name: `Welcome, ${account.fullname}` }).waitFor();
    await screenshotWidths(page, 'accounts-04-signed-in');

    // The session cookie cannot be read by scripts and is not sent on cross-site sub-requests.
    const cookies = await page.context().cookies(app.baseUrl);
    const sid = cookies.find((c) => c.name === 'community.sid');
    expect(sid).toBeDefined();
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('community.sid');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome to the community' }).waitFor();
    expect(await page.getByTestId('session-state').count()).toBe(0);
    await screenshotWidths(page, 'accounts-05-signed-out');

    await page.goto('/login');
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/discussions');
    const again = await sessionState(page);
    expect(again).toContain(`Signed in as ${account.username}`);
    expect(again).toContain('you can post');
  });

  test('R7.1 R8.2: a wrong password shows invalid-login-credentials in an alert', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Next.js has its own (empty) role=alert route announcer: look for the form's alert.
    const alert = page.locator('form').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('invalid-login-credentials');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshotWidths(page, 'accounts-06-wrong-password');
  });
});
