import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { errorTextsIn } from '@/server/i18n/errors';
import { signInvite } from '@/server/invites/service';
import { REPO_ROOT } from './support/app';
import { accountMenu, hydrated, open, setUpBrowserApp, shoot, signInAs } from './support/pages';

/**
 * Members of the demo community in a real browser (built app, embedded PostgreSQL, DEMO_SEED):
 * invite links (R1.12), the profile page with badges and their acknowledgement (R3.15, R4.13,
 * R1.16) and the settings page (theme, someone else's settings).
 */

const DAY_MS = 24 * 3600 * 1000;

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;
const newPage = () => pages.newPage();

/** GET a read or service endpoint (plain JSON) with the page's cookies. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

interface Badge {
  id: number;
  badge: string;
  notified: boolean;
}

describe('invites', () => {
  test('R1.12: a member shares their invite link; a visitor joins through it and the inviter is recorded', async () => {
    // --- priya opens her invite link from the account menu ---
    const priya = await newPage();
    await signInAs(priya, 'priya');
    const priyaSelf = await apiGet<{ uid: number }>(priya, '/api/self');
    const before = await apiGet<{ badges: Badge[] }>(priya, '/api/user/priya');
    expect(before.badges.map((b) => b.badge)).not.toContain('invited-member');

    await accountMenu(priya).click();
    await priya.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Invite friends' }).click();
    const inviteDialog = priya.getByRole('dialog', { name: 'Invite a friend' });
    await inviteDialog.waitFor();
    const linkInput = inviteDialog.getByLabel('Your invite link');
    // The server makes and signs the link (hardening 6): wait until it is there.
    await inviteDialog.locator('button:enabled', { hasText: 'Copy' }).waitFor();
    const link = await linkInput.inputValue();
    const match = /^(https?:\/\/[^/]+)\/join\/(\d+)\/(\d+)\?sig=[A-Za-z0-9_-]+$/.exec(link);
    expect(match).not.toBeNull();
    expect(match![1]).toBe(env.app().baseUrl);
    expect(Number(match![2])).toBe(priyaSelf.uid);
    expect(Math.abs(Number(match![3]) - Date.now())).toBeLessThan(5 * 60_000);
    await shoot(priya, 'members-01-invite-dialog');
    await inviteDialog.getByRole('button', { name: 'Done' }).click();
    await inviteDialog.waitFor({ state: 'detached' });

    // --- a visitor (fresh context) opens the link ---
    const visitor = await newPage();
    const joinPath = `${new URL(link).pathname}${new URL(link).search}`;
    const response = await open(visitor, joinPath);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Priya Raman invited you to join the community' }).waitFor();
    expect(await visitor.getByRole('img', { name: "Priya Raman's picture" }).getAttribute('src')).toBe('/avatars/priya.svg');
    await shoot(visitor, 'members-02-join');

    await visitor.getByRole('button', { name: 'Join the community' }).click();
    // The login dialog opens on sign-up, with the join welcome and the invite noted.
    const joinDialog = visitor.getByRole('dialog', { name: 'Join the community' });
    await joinDialog.waitFor();
    await joinDialog.getByText('You were invited by a member of the community.').waitFor();
    const invited = { username: 'e2e-invited', email: 'e2e-invited@example.org', fullname: 'Ivo Invited', password: 'a long enough password' };
    await joinDialog.getByLabel('Username').fill(invited.username);
    await joinDialog.getByLabel('Email').fill(invited.email);
    await joinDialog.getByLabel('Full name').fill(invited.fullname);
    await joinDialog.getByLabel('Password').fill(invited.password);
    await shoot(visitor, 'members-03-join-dialog');
    await joinDialog.getByRole('button', { name: 'Create account' }).click();

    // Consent comes next, in a dialog: never pre-ticked.
    const consent = visitor.getByRole('dialog', { name: 'Complete your registration' });
    await consent.waitFor();
    const boxes = consent.getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(false);
    await shoot(visitor, 'members-04-consent-dialog');
    for (const box of await boxes.all()) await box.check();
    await consent.getByRole('button', { name: 'Agree and continue' }).click();
    await consent.waitFor({ state: 'detached' });
    await accountMenu(visitor).waitFor();
    expect(await accountMenu(visitor).textContent()).toContain(invited.fullname);
    const newMember = await apiGet<{ uid: number; username: string; groups: string[] }>(visitor, '/api/self');
    expect(newMember.username).toBe(invited.username);
    expect(newMember.groups).toContain('registered-users');
    // The invite is used up: not kept for another sign-up.
    expect(await visitor.evaluate(() => sessionStorage.getItem('community.invite'))).toBeNull();

    // --- the inviter is recorded: priya's badge and credits ---
    const after = await apiGet<{ badges: Badge[] }>(priya, '/api/user/priya');
    const badge = after.badges.find((b) => b.badge === 'invited-member');
    expect(badge).toBeDefined();
    expect(badge?.notified).toBe(false);
    const credits = await apiGet<{ entries: Array<{ reason: string; ref: string | null; points: number }> }>(
      priya,
      '/api/rewards/v1/credits',
    );
    expect(credits.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: 'invited-member', ref: String(newMember.uid), points: 10 })]),
    );
  });

  test('R1.12: an invite link older than 30 days shows the expired text with status 410', async () => {
    const page = await newPage();
    const { uid } = await apiGet<{ uid: number }>(page, '/api/user/priya');

    const timestamp = Date.now() - 31 * DAY_MS;
    // A genuine (signed) link, only too old: the app and this test share the development secret.
    const response = await open(page, `/join/${uid}/${timestamp}?sig=${signInvite(uid, timestamp)}`);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: 'This invite has expired' }).waitFor();
    const alert = page.locator('main').getByRole('alert');
    expect(((await alert.textContent()) ?? '').trim()).toBe(errorTextsIn('en').errorText('invite-expired'));
    expect(await page.getByRole('button', { name: 'Join the community' }).count()).toBe(0);
    await shoot(page, 'members-05-invite-expired');
  });
});

describe('profile and settings', () => {
  // jonas (demo seed): 'first-post' acknowledged, 'first-accepted-answer' not yet.
  const jonas = { slug: 'jonas', name: 'Jonas Becker', about: 'Rust and WebAssembly. Contributes to parsers and build tools in the evenings.' };

  test('R1.16 R3.15 R4.13: own profile shows avatar, name and about; a new badge is acknowledged and stays so', async () => {
    const page = await newPage();
    await signInAs(page, jonas.slug);
    // The header's avatar announces the unseen badge.
    await accountMenu(page).getByLabel('1 new badge').waitFor();

    // The header's member part (components/shell/MemberArea.tsx) is a lazy view the server renders
    // on a page rendered for its member: the page carries its code and the browser hydrates once it
    // has loaded (lib/react/renderedViews.ts), so a click or a store change never meets it unhydrated.
    const chunks = path.join(REPO_ROOT, '.next', 'static', 'chunks');
    const memberArea = fs.readdirSync(chunks).find((file) => {
      const code = file.endsWith('.js') ? fs.readFileSync(path.join(chunks, file), 'utf8') : '';
      return code.includes('userMenu.newBadges') && code.includes('aria-haspopup');
    });
    expect(memberArea).toBeTruthy();
    const html = await (await page.request.get(`/user/${jonas.slug}`)).text();
    expect(html).toContain(`src="/_next/static/chunks/${memberArea}"`);
    expect(html).toContain('"components/shell/LazyMemberArea.tsx -> ./MemberArea"');
    // Held back, the page shows the server's markup and does not hydrate.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldChunk = `**/_next/static/chunks/${memberArea}`;
    await page.route(heldChunk, (route) => held.then(() => route.continue()));
    await page.goto(`/user/${jonas.slug}`, { waitUntil: 'commit' });
    await accountMenu(page).getByLabel('1 new badge').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('greeting').count()).toBe(0);
    release();
    await hydrated(page);
    await page.unroute(heldChunk);
    const profile = page.getByRole('article', { name: jonas.name, exact: true });
    await profile.getByRole('heading', { level: 1, name: jonas.name }).waitFor();
    const avatar = profile.getByRole('img', { name: `${jonas.name}'s picture` });
    expect(await avatar.getAttribute('src')).toBe('/avatars/jonas.svg');
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await profile.getByText(jonas.about).waitFor();

    const badges = profile.getByRole('region', { name: 'Badges' });
    const newBadge = badges.getByRole('listitem').filter({ hasText: 'First accepted answer' });
    const seenBadge = badges.getByRole('listitem').filter({ hasText: 'First post' });
    await newBadge.getByText('New', { exact: true }).waitFor();
    expect(await seenBadge.getByText('New', { exact: true }).count()).toBe(0);
    expect(await seenBadge.getByRole('button').count()).toBe(0);
    await shoot(page, 'members-06-profile-new-badge');

    await newBadge.getByRole('button', { name: 'OK, got it: First accepted answer' }).click();
    await newBadge.getByRole('button').waitFor({ state: 'detached' });
    expect(await newBadge.getByText('New', { exact: true }).count()).toBe(0);
    expect(await accountMenu(page).getByLabel(/new badge/).count()).toBe(0);
    await shoot(page, 'members-07-profile-acknowledged');

    await page.reload();
    await hydrated(page);
    await profile.getByRole('heading', { level: 1, name: jonas.name }).waitFor();
    await newBadge.waitFor();
    expect(await newBadge.getByText('New', { exact: true }).count()).toBe(0);
    expect(await newBadge.getByRole('button').count()).toBe(0);
    const stored = await apiGet<{ badges: Badge[] }>(page, `/api/user/${jonas.slug}`);
    expect(stored.badges.find((b) => b.badge === 'first-accepted-answer')?.notified).toBe(true);
  });

  test('Next awaits the page\'s hook for its listed views before it hydrates (lib/react/renderedViews.ts)', async () => {
    const page = await newPage();
    await signInAs(page, jonas.slug);
    // The hook the app's code installs, wrapped as it is read: each call is counted and settles only
    // when the test says so. If Next stopped calling or awaiting it, the page would hydrate at once.
    // (The app's code chains two tasks on it, lib/react/beforeHydration.ts: the second reads the
    // first, so a load counts a call per task.)
    await page.addInitScript(() => {
      const w = window as unknown as { __NEXT_PRELOADREADY?: unknown; __hookCalls: string[][]; __releaseHook: () => void };
      w.__hookCalls = [];
      const released = new Promise<void>((resolve) => (w.__releaseHook = resolve));
      let hook: ((ids?: unknown) => Promise<void>) | undefined;
      Object.defineProperty(window, '__NEXT_PRELOADREADY', {
        configurable: true,
        set: (value: (ids?: unknown) => Promise<void>) => (hook = value),
        get: () => {
          const read = hook;
          return (
            read &&
            ((ids?: unknown) => {
              w.__hookCalls.push(JSON.parse(document.getElementById('__lazy-views')?.textContent ?? '[]') as string[]);
              return Promise.all([read(ids), released]).then(() => undefined);
            })
          );
        },
      });
    });
    await page.goto(`/user/${jonas.slug}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (window as unknown as { __hookCalls: unknown[] }).__hookCalls.length > 0);
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('greeting').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { __releaseHook: () => void }).__releaseHook());
    await hydrated(page);
    const calls = await page.evaluate(() => (window as unknown as { __hookCalls: string[][] }).__hookCalls);
    expect(calls.length).toBeGreaterThan(0);
    for (const listed of calls) expect(listed).toEqual(expect.arrayContaining(['components/shell/LazyMemberArea.tsx -> ./MemberArea']));
  });

  test('R3.15: a member\'s posts are on their profile, in the server HTML, the same as the API lists', async () => {
    const page = await newPage();
    const member = await apiGet<{ uid: number; postcount: number }>(page, '/api/user/priya');
    const listed = await apiGet<{ posts: Array<{ pid: number; title: string; isMainPost: boolean }> }>(page, `/api/user/${member.uid}/posts`);
    expect(listed.posts.length).toBeGreaterThan(0);
    const html = await (await page.request.get('/user/priya')).text();
    for (const post of listed.posts.slice(0, 3)) expect(html).toContain(`post-card-${post.pid}`);
    await open(page, '/user/priya');
    const list = page.getByRole('list', { name: /^Posts by / });
    expect(await list.getByRole('article').count()).toBe(listed.posts.length);
  });

  test("R3.15 R3.10: the profile's summary is in the server HTML (accepted answers marked); a member blocks and unblocks another", async () => {
    const visitor = await newPage();
    const summary = await apiGet<{ counts: { answers: number; acceptedAnswers: number }; answers: Array<{ title: string; accepted: boolean }> }>(
      visitor,
      '/api/user/carlos/summary',
    );
    expect(summary.counts.acceptedAnswers).toBeGreaterThan(0);
    const html = await (await visitor.request.get('/user/carlos')).text();
    expect(html).toContain('id="profile-answers"');
    await open(visitor, '/user/carlos');
    const answers = visitor.getByRole('list', { name: /^Answers by / });
    expect(await answers.getByRole('listitem').count()).toBe(summary.answers.length);
    expect(await answers.getByRole('listitem').filter({ hasText: 'Accepted' }).count()).toBe(summary.answers.filter((a) => a.accepted).length);
    expect(await visitor.getByRole('button', { name: /block/i }).count()).toBe(0);

    const mei = await newPage();
    await signInAs(mei, 'mei');
    await open(mei, '/user/carlos');
    await mei.getByRole('button', { name: 'Block', exact: true }).click();
    await mei.getByRole('button', { name: 'Unblock' }).waitFor();
    await mei.reload();
    await hydrated(mei);
    await mei.getByRole('button', { name: 'Unblock' }).click();
    // Exact: 'Block' as a substring also names the Unblock button, which would not wait at all.
    await mei.getByRole('button', { name: 'Block', exact: true }).waitFor();
    const after = await apiGet<{ blocked: boolean }>(mei, '/api/user/carlos/summary');
    expect(after.blocked).toBe(false);
  });

  test('R3.15: an address naming no member answers 404, and a long name in it breaks instead of widening a 390 px page', async () => {
    const page = await pages.newPage({ width: 390 });
    const res = await page.goto('/user/averyveryverylongusernamewithoutanybreaksatall');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Member not found' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('R1.16 R3.15: settings: the dark theme is saved, applied and kept; another member’s settings answer 403', async () => {
    const page = await newPage();
    await signInAs(page, jonas.slug);
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();

    const response = await open(page, `/user/${jonas.slug}/settings`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Your settings' }).waitFor();
    const preferences = page.getByRole('region', { name: 'Preferences' });
    const dark = preferences.getByRole('radio', { name: 'Dark' });
    await dark.check();
    await shoot(page, 'members-08-settings');
    await preferences.getByRole('button', { name: 'Save settings' }).click();

    const toast = page.getByTestId('toast').filter({ hasText: 'Settings saved' });
    await toast.waitFor();
    expect(await toast.getAttribute('data-kind')).toBe('success');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await shoot(page, 'members-09-settings-dark');

    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Your settings' }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await preferences.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    const stored = await apiGet<{ settings?: { theme?: string } }>(page, '/api/self');
    expect(stored.settings?.theme).toBe('dark');

    // Someone else's settings: 403 and a readable message, no form.
    const other = await open(page, '/user/mei/settings');
    expect(other?.status()).toBe(403);
    await page.getByRole('heading', { name: 'You cannot change these settings' }).waitFor();
    expect(await page.locator('main').getByRole('alert').textContent()).toContain('Permission Denied');
    expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
    await shoot(page, 'members-10-settings-forbidden');
  });
});

describe('following members', () => {
  const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

  test('R3.15 R3.10: a member follows another from their profile, the count goes up, and the followed member reads the new-follower notification', async () => {
    // noah does not follow olga in the demo; olga has no followers yet.
    const olga = await newPage();
    await signInAs(olga, 'olga');

    const noah = await newPage();
    await signInAs(noah, 'noah');
    await open(noah, '/user/olga');
    const profile = noah.getByRole('article', { name: 'Olga Petrova', exact: true });
    await profile.getByRole('link', { name: '0 followers' }).waitFor();
    await profile.getByText('No followers yet.').waitFor();
    const follow = profile.getByRole('button', { name: 'Follow', exact: true });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await profile.getByRole('button', { name: 'Unfollow' }).waitFor();
    await profile.getByRole('link', { name: '1 follower' }).waitFor();
    const followers = profile.getByRole('list', { name: 'Followers of Olga Petrova' });
    const me = followers.getByRole('link', { name: /Noah Kim/ });
    await me.waitFor();
    expect(await me.getAttribute('href')).toBe('/user/noah');
    expect(await me.getByRole('img', { name: "Noah Kim's picture" }).count()).toBe(1);
    await shoot(noah, 'members-11-followed');
    // The count is stored: a reload shows it from the server.
    await noah.reload();
    await hydrated(noah);
    await profile.getByRole('link', { name: '1 follower' }).waitFor();
    await profile.getByRole('button', { name: 'Unfollow' }).waitFor();

    // olga's bell lists it live (her unread total moved; the badge counts replies only).
    await bell(olga).click();
    const panel = olga.getByRole('group', { name: 'Latest notifications' });
    const notice = panel.getByRole('link', { name: /^Unread: .*Noah Kim\u2069? started following you/ });
    await notice.waitFor({ timeout: 15_000 });
    await shoot(olga, 'members-12-new-follower');
    await notice.click();
    await olga.waitForURL((url) => url.pathname === '/user/olga' && url.hash === '#followers');
    await olga.getByRole('list', { name: 'Followers of Olga Petrova' }).getByRole('link', { name: /Noah Kim/ }).waitFor();
    // The notifications page shows it too, now read.
    await open(olga, '/notifications');
    await olga.locator('main').getByRole('link', { name: /^\u2068?Noah Kim\u2069? started following you/ }).first().waitFor();
  });

  test('R3.15: Show more on a profile list loads the next page in place', async () => {
    const visitor = await newPage();
    const summary = await apiGet<{ followers: number; followerList: unknown[] }>(visitor, '/api/user/alex/summary');
    expect(summary.followers).toBeGreaterThan(10);
    expect(summary.followerList).toHaveLength(10);
    await open(visitor, '/user/alex');
    const followers = visitor.getByRole('list', { name: 'Followers of Alex Morgan' });
    expect(await followers.getByRole('link').count()).toBe(10);
    await visitor.getByRole('button', { name: 'Show more followers' }).click();
    await visitor.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Followers of Alex Morgan"] > li').length === n,
      summary.followers,
    );
    // Focus moves to the first new row; the button goes when the list has no more.
    expect(await followers.locator('li[data-index="10"] a').evaluate((a) => a === document.activeElement)).toBe(true);
    expect(await visitor.getByRole('button', { name: 'Show more followers' }).count()).toBe(0);
  });
});
