import type { Locator, Page } from 'playwright-core';
import { errorTextsIn } from '@/server/i18n/errors';
import { accountMenu, open, setUpBrowserApp, shoot } from './support/pages';

/**
 * Accounts in a real browser against the built app and its embedded PostgreSQL (empty database):
 * sign up on /login, consent on /register/complete, onboarding, the member in the header, the
 * session cookie, log out from the account menu, sign in again through the header's dialog, and a
 * wrong password.
 */

const account = {
  username: 'e2e-alice',
  email: 'e2e-alice@example.org',
  fullname: 'Alice Example',
  password: 'correct horse battery',
  about: 'Writes end-to-end tests and maintains a tiny date library.',
  location: 'Utrecht, Netherlands',
  // One of the built-in pictures (lib/users/rules.ts BUILTIN_AVATARS), named by its text alternative.
  avatar: { alt: 'Teal waves', src: '/avatars/shapes/waves.svg' },
};

const env = setUpBrowserApp({ demoSeed: false });
const pages = env.pages;
const newPage = () => pages.newPage();

/** The header's "Sign in" button (a visitor). */
const headerSignIn = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** GET a read endpoint (plain JSON, not the v3 envelope) with the page's cookies. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

describe('accounts in the browser', () => {
  test('R7.1 R1.14 R1.13 R4.14 R6.4 R4.12: sign up, consent, onboarding, log out from the account menu, sign in through the dialog', async () => {
    const page = await newPage();

    // --- /login: the "Create account" tab (R7.1) ---
    await open(page, '/login');
    await page.getByRole('heading', { name: 'Sign in to the community' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    await headerSignIn(page).waitFor();
    await shoot(page, 'accounts-01-login');

    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    const signUpForm = page.getByRole('tabpanel');
    await signUpForm.getByLabel('Username').fill(account.username);
    await signUpForm.getByLabel('Email').fill(account.email);
    await signUpForm.getByLabel('Full name').fill(account.fullname);
    await signUpForm.getByLabel('Password').fill(account.password);
    await shoot(page, 'accounts-02-signup');
    await signUpForm.getByRole('button', { name: 'Sign up', exact: true }).click();

    // --- /register/complete: consent, never pre-ticked (R1.14) ---
    await page.waitForURL((url) => url.pathname === '/register/complete');
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    const dataConsent = page.getByRole('checkbox', { name: /stores and\s+processes the data/ });
    const emailConsent = page.getByRole('checkbox', { name: /receive emails about my\s+account/ });
    const agree = page.getByRole('button', { name: 'Agree and continue' });
    expect(await dataConsent.isChecked()).toBe(false);
    expect(await emailConsent.isChecked()).toBe(false);
    expect(await agree.isDisabled()).toBe(true);
    await shoot(page, 'accounts-03-consent');
    await dataConsent.check();
    expect(await agree.isDisabled()).toBe(true);
    await emailConsent.check();
    expect(await agree.isEnabled()).toBe(true);
    await agree.click();

    // --- /onboarding/basic?redirect=/discussions (R1.13) ---
    await page.waitForURL((url) => url.pathname === '/onboarding/basic');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/discussions');
    await page.getByRole('heading', { name: 'Tell the community about yourself' }).waitFor();
    const onboarding = page.locator('form');
    // Prefilled from the sign-up.
    expect(await onboarding.getByLabel('Full name').inputValue()).toBe(account.fullname);
    expect(await onboarding.getByLabel('Username').inputValue()).toBe(account.username);
    await onboarding.getByLabel('Full name').fill(`${account.fullname} Jr`);
    await onboarding.getByLabel('About you').fill(account.about);
    await onboarding.getByLabel('Location').fill(account.location);
    const avatar = onboarding.getByRole('radio', { name: account.avatar.alt });
    await avatar.check();
    expect(await avatar.isChecked()).toBe(true);
    await shoot(page, 'accounts-04-onboarding');
    await onboarding.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL((url) => url.pathname === '/discussions');
    // The header shows the member (R4.14): the account menu with their name and picture.
    const menuButton = accountMenu(page);
    await menuButton.waitFor();
    expect(await menuButton.textContent()).toContain(`${account.fullname} Jr`);
    expect(await menuButton.locator('img').getAttribute('src')).toBe(account.avatar.src);
    expect(await headerSignIn(page).count()).toBe(0);
    await shoot(page, 'accounts-05-signed-in');

    // Onboarding was saved on the server.
    const me = await apiGet<{ fullname: string; aboutme: string; location: string; picture: string; username: string }>(
      page,
      '/api/self',
    );
    expect(me).toMatchObject({
      username: account.username,
      fullname: `${account.fullname} Jr`,
      aboutme: account.about,
      location: account.location,
      picture: account.avatar.src,
    });

    // --- The session cookie cannot be read by scripts and is not sent cross-site (R6.4) ---
    const cookies = await page.context().cookies(env.app().baseUrl);
    const sid = cookies.find((c) => c.name === 'community.sid');
    expect(sid).toBeDefined();
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('community.sid');

    // --- Log out from the account menu (R4.12): back on /discussions as a visitor ---
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    for (const item of ['Profile', 'Settings', 'Invite friends', 'Credits', 'Log out']) {
      expect(await menu.getByRole('menuitem', { name: item, exact: true }).count()).toBe(1);
    }
    await shoot(page, 'accounts-06-account-menu');
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await headerSignIn(page).waitFor();
    expect(pathOf(page)).toBe('/discussions');
    expect(await accountMenu(page).count()).toBe(0);
    const self = await page.request.get('/api/self', { headers: { Accept: 'application/json' } });
    expect(self.status()).toBe(401);
    await shoot(page, 'accounts-07-signed-out');

    // --- Sign in again through the header's Sign in dialog ---
    await headerSignIn(page).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    await dialog.getByLabel('Username or email').fill(account.username);
    await dialog.getByLabel('Password').fill(account.password);
    await shoot(page, 'accounts-08-signin-dialog');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await accountMenu(page).waitFor();
    expect(await accountMenu(page).textContent()).toContain(`${account.fullname} Jr`);
    expect(pathOf(page)).toBe('/discussions');
    expect((await apiGet<{ username: string }>(page, '/api/self')).username).toBe(account.username);
  });

  test('R7.1 R8.2: a wrong password shows the readable catalogue text in the form, input kept', async () => {
    const page = await newPage();
    await open(page, '/login');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Username or email').fill(account.username);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Next.js's route announcer and the toaster have role=alert too: the form's own alert.
    const alert = form.getByRole('alert');
    await alert.waitFor();
    const text = ((await alert.textContent()) ?? '').trim();
    expect(text).toBe(errorTextsIn('en').errorText('invalid-login-credentials'));
    expect(text).not.toMatch(/\[\[|invalid-login-credentials/);
    expect(pathOf(page)).toBe('/login');
    // What was typed is kept, and the button is usable again.
    expect(await form.getByLabel('Username or email').inputValue()).toBe(account.username);
    expect(await form.getByLabel('Password').inputValue()).toBe('not the password');
    expect(await form.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    await headerSignIn(page).waitFor();
    await shoot(page, 'accounts-09-wrong-password');
  });
});
