import type { Page } from 'playwright-core';
import { screenshotWidths } from './support/browser';
import { hydrated, setUpBrowserApp } from './support/pages';

/**
 * The application shell, the global dialogs and the URL-hash router in a real browser, against
 * the built app with the demo community on its embedded PostgreSQL.
 */

const PASSWORD = 'community-demo';

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;
const newPage = (options: { colorScheme?: 'light' | 'dark'; width?: 390 | 1280; serviceWorkers?: 'allow' | 'block' } = {}) => pages.newPage(options);

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function signIn(page: Page, username: string) {
  await page.goto('/discussions#login');
  const login = dialog(page, 'Sign in');
  await login.getByLabel('Username or email').fill(username);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await login.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /account menu/i }).waitFor();
}

/**
 * Scrolls to the footer until the feed above it stops growing: its end loads up to two pages on its
 * own (components/ui/useAutoLoad.ts), each pushing the footer down, so a click aimed at a footer
 * link while a page arrives would land on a post.
 */
async function reachFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  let items = -1;
  for (let tries = 0; tries < 10; tries += 1) {
    await footer.scrollIntoViewIfNeeded();
    await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    const now = await page.locator('main li').count();
    if (now === items) return;
    items = now;
  }
  throw new Error('the feed kept growing under the footer');
}

/** The hash is removed when the dialog it opened closes (so the same link works again). */
async function expectHashCleared(page: Page) {
  await page.waitForFunction(() => window.location.hash === '');
}

describe('URL-hash dialogs (R2.2) for a visitor', () => {
  test('R2.2: #feedback, #earlyaccess and #talktous open their dialogs on first load', async () => {
    const page = await newPage();
    for (const [hash, title] of [
      ['feedback', 'Send feedback'],
      ['earlyaccess', 'Get early access'],
      ['talktous', 'Talk to us'],
    ] as const) {
      await page.goto(`/discussions#${hash}`);
      await dialog(page, title).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page, title).waitFor({ state: 'detached' });
      await expectHashCleared(page);
    }
  });

  test('R2.2: #invite asks a visitor to sign in first, #login opens login, #join opens sign-up with the join flag', async () => {
    const page = await newPage();
    await page.goto('/discussions#invite');
    await dialog(page, 'Sign in').getByText('Sign in to get your invite link.').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/discussions#login');
    await dialog(page, 'Sign in').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/discussions#join');
    const join = dialog(page, 'Join the community');
    await join.getByLabel('Email').waitFor();
    await screenshotWidths(page, 'shell-join-dialog');
  });

  test('R2.2: a hash change on a loaded page opens the dialog without a reload', async () => {
    const page = await newPage();
    await page.goto('/discussions');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      window.location.hash = 'earlyaccess';
    });
    await dialog(page, 'Get early access').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

describe('URL-hash dialogs (R2.2) for a member', () => {
  test('R2.2 R6.2: #invite shows the member’s /join/{uid}/{timestamp} link with a copy button; #login and #join open nothing', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app().baseUrl });
    await signIn(page, 'priya');
    const uid = await page.evaluate(async () => (await (await fetch('/api/config')).json()).uid as number);

    await page.goto('/discussions#invite');
    const invite = dialog(page, 'Invite a friend');
    await invite.locator('button:enabled', { hasText: 'Copy' }).waitFor();
    const link = await invite.getByRole('textbox').inputValue();
    expect(link).toMatch(new RegExp(`^${env.app().baseUrl}/join/${uid}/\\d{13}\\?sig=[A-Za-z0-9_-]+$`));
    await invite.getByRole('button', { name: 'Copy' }).click();
    await invite.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshotWidths(page, 'shell-invite-dialog');
    await invite.getByRole('button', { name: 'Done' }).click();
    await expectHashCleared(page);

    for (const hash of ['login', 'join']) {
      await page.goto(`/discussions#${hash}`);
      await page.getByRole('button', { name: /account menu/i }).waitFor();
      // Hydrated and quiet: the hash router has run and any dialog's code would have loaded.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
  });

  test('R2.2: #talktous is prefilled with the member’s email and full name', async () => {
    const page = await newPage();
    await signIn(page, 'priya');
    await page.goto('/discussions#talktous');
    const talk = dialog(page, 'Talk to us');
    // Until the dialog is there, there is no field: wait for the field and its value.
    await page.waitForFunction(() => ((document.querySelector('[role="dialog"] input[name="email"]') as HTMLInputElement | null)?.value ?? '') !== '');
    expect(await talk.getByLabel('Email').inputValue()).toBe('priya@demo.community.test');
    expect(await talk.getByLabel('Full name').inputValue()).toBe('Priya Raman');
  });
});

describe('dialogs open, submit and close (R2.1, R2.3, R2.4)', () => {
  test('R2.1: feedback is stored, thank you follows, and an administrator can list it', async () => {
    const page = await newPage({ width: 390 });
    await page.goto('/discussions');
    // The link is a plain #feedback anchor; the dialog router opens it once the page is hydrated.
    await hydrated(page);
    await reachFooter(page);
    await page.getByRole('link', { name: 'Feedback' }).click();
    const feedback = dialog(page, 'Send feedback');
    // Required field checked before sending.
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await feedback.getByText('Tell us what you think.').waitFor();
    await feedback.getByLabel('Your feedback').fill('The e2e feedback: the shell feels fast.');
    await feedback.getByLabel('4 out of 5', { exact: false }).check();
    await screenshotWidths(page, 'shell-feedback-dialog');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    const thanks = dialog(page, 'Thanks for your feedback');
    await thanks.waitFor();
    await screenshotWidths(page, 'shell-thank-you');
    await thanks.getByRole('button', { name: 'Done' }).click();
    await thanks.waitFor({ state: 'detached' });

    const admin = await newPage();
    await signIn(admin, 'alex');
    const list = await admin.evaluate(async () => (await (await fetch('/api/admin/forms?kind=feedback')).json()) as {
      submissions: Array<{ message: string; details: { rating?: number } }>;
    });
    expect(list.submissions.map((s) => s.message)).toContain('The e2e feedback: the shell feels fast.');
  });

  test('R2.1: early access submits and shows its thank you', async () => {
    const page = await newPage();
    await page.goto('/discussions#earlyaccess');
    const early = dialog(page, 'Get early access');
    await early.getByLabel('Email').fill('someone@example.org');
    await early.getByLabel('Full name').fill('Some One');
    await early.getByRole('button', { name: 'Request early access' }).click();
    await dialog(page, 'You are on the list').waitFor();
  });

  test('R2.3: the contribute dialog has its exact texts; R2.4: the promo dialog says members get paid', async () => {
    const page = await newPage();
    await page.goto('/discussions');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Contribute' }).click();
    const contribute = dialog(page, 'Contribute');
    await contribute.locator('blockquote').waitFor();
    const items = await contribute.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/favourite open source projects because you love it/);
    expect(items[1]).toMatch(/get paid for it/i);
    const text = await contribute.textContent();
    expect(text).toContain('We are building something simple (and amazing) here.');
    expect(text).toContain('Watch this space !!');
    expect(text!.indexOf('We are building')).toBeLessThan(text!.indexOf('Watch this space !!'));
    await screenshotWidths(page, 'shell-contribute');
    await contribute.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Get paid to contribute' }).first().click();
    const promo = dialog(page, 'Contribute to open source and get paid');
    expect(await promo.textContent()).toMatch(/contribute to open source projects and get paid/i);
    await promo.getByRole('button', { name: 'Sign up to contribute' }).click();
    await dialog(page, 'Join the community').waitFor();
  });

  test('R2.1: credits dialog shows the member’s credits; dialogs trap focus and return it on Escape', async () => {
    const page = await newPage();
    await signIn(page, 'alex');
    const menuButton = page.getByRole('button', { name: /account menu/i });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Credits' }).click();
    const credits = dialog(page, 'Your credits');
    await credits.getByText(/how credits are earned|earn/i).first().waitFor();
    await screenshotWidths(page, 'shell-credits');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await credits.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('errors (R7.7, R8.1, R8.2) and logout (R4.12)', () => {
  test('R8.1 R7.7: a request without a response shows “Sorry, we could not reach our servers”', async () => {
    const page = await newPage({ serviceWorkers: 'block' });
    await signIn(page, 'alex');
    await page.route('**/api/rewards/v1/credits', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Credits' }).click();
    await dialog(page, 'Your credits').getByText('Sorry, we could not reach our servers').waitFor();
  });

  test('R8.1 R8.2: a server refusal after the session ended shows catalogue text, never a raw key', async () => {
    const page = await newPage();
    await signIn(page, 'alex');
    // The session ends elsewhere (cookie gone); the page still believes it is signed in.
    await page.context().clearCookies();
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Credits' }).click();
    const credits = dialog(page, 'Your credits');
    const text = credits.getByRole('alert');
    await text.waitFor();
    expect(await text.textContent()).not.toContain('[[');
    expect((await text.textContent())!.length).toBeGreaterThan(5);
  });

  test('R7.7 R8.2 R5.10: a refused action shows an error toast with the catalogue text', async () => {
    const page = await newPage();
    await signIn(page, 'carlos');
    await page.goto('/user/carlos');
    const ack = page.getByRole('button', { name: /got it/i }).first();
    await ack.waitFor();
    // The session ends elsewhere: its security token no longer matches ([[error:csrf-invalid]]).
    await page.context().clearCookies();
    await ack.click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Your security token is missing or out of date.');
    expect(await toast.getAttribute('data-kind')).toBe('error');
    await screenshotWidths(page, 'shell-error-toast');
  });

  test('R4.12: logging out clears member state, shows the visitor header and goes to /discussions', async () => {
    const page = await newPage();
    await signIn(page, 'priya');
    await page.goto('/user/priya');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/discussions');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const config = await page.evaluate(async () => (await (await fetch('/api/config')).json()) as { loggedIn: boolean; uid: number });
    expect(config).toMatchObject({ loggedIn: false, uid: -1 });
    // #login works again now that the member is a visitor.
    await page.goto('/discussions#login');
    await dialog(page, 'Sign in').waitFor();
  });
});

describe('the shell at every width and theme (R1.16)', () => {
  test('R1.16 R9.9: header, greeting, navigation and footer at 390, 768 and 1280 px, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await newPage({ colorScheme: scheme });
      await signIn(page, 'alex');
      await page.goto('/discussions');
      // The header's greeting shows from 1440 px; the feed's introduction greets at every width.
      const greeting = page.getByTestId('greeting').filter({ visible: true }).first();
      await greeting.waitFor();
      expect(await greeting.textContent()).toMatch(/^Good (morning|afternoon|evening)/);
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/shell-${scheme}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Discussions' }).waitFor();
      await page.screenshot({ path: `test-results/shell-${scheme}-390-menu.png` });
    }
  });
});

describe('the phone menu and focus (WCAG 2.2 SC 2.4.11)', () => {
  test('R1.16: Tab out of the open phone menu closes it, so the focused control is not hidden behind it', async () => {
    const page = await newPage({ width: 390 });
    await page.goto('/discussions');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Discussions' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Focus moved to the first section; Tab through every section and past the last one.
    const stops = await nav.locator('a, button').count();
    for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const nav = document.querySelector('nav[aria-label="Sections"]');
      if (!active || !nav) return null;
      const box = active.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const onTop = document.elementFromPoint(x, y);
      return { insideNav: nav.contains(active), covered: !!onTop && !active.contains(onTop) && nav.contains(onTop) };
    });
    expect(focused).toEqual({ insideNav: false, covered: false });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await nav.getByRole('link', { name: 'Discussions' }).waitFor({ state: 'hidden' });
  });
});

describe('unknown addresses (R1.16)', () => {
  async function expectAppNotFound(page: Page, path: string) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // The app's shell: its header with the sections, its footer, and links onward.
    await page.getByRole('banner').getByRole('navigation', { name: 'Sections' }).waitFor({ state: 'attached' });
    await page.getByRole('contentinfo').waitFor();
    await main.getByRole('link', { name: 'Discussions' }).waitFor();
    await main.getByRole('link', { name: 'Search' }).waitFor();
  }

  test('R1.16: a visitor gets the app\'s own 404 page with the shell, links onward and Sign in in the header', async () => {
    const page = await newPage();
    for (const path of ['/no-such-page', '/some/deeper/missing-page']) {
      await expectAppNotFound(page, path);
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    }
    await screenshotWidths(page, 'not-found');
  });

  test('R1.16: a member gets it with their account menu (the account area is not left a placeholder)', async () => {
    const page = await newPage();
    await signIn(page, 'alex');
    await expectAppNotFound(page, '/no-such-page');
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  });
});
