import type { Page } from 'playwright-core';
import type { ModalName } from '@/store/modals/slice';
import { unlockPath } from '@/server/auth/accountLock';
import { open } from './pages';

/**
 * Every kind of page and every global dialog of the product, as a member or a visitor meets them.
 * `e2e/every-page.browser.test.ts` opens each at 390, 768 and 1280 px (no sideways scrolling,
 * R1.16) and runs axe on it in the light and the dark theme. A new page or dialog joins the checks
 * by adding one entry here: the test fails while a route under `pages/` or a modal name has none.
 */

/** Who looks at the page: each is one browser context, signed in once. */
export type Viewer =
  /** not signed in */
  | 'visitor'
  /** a demo member with a complete registration (priya) */
  | 'member'
  /** a member who signed up and has not given consent yet (registration not complete) */
  | 'newcomer';

/** The demo member the `member` viewer signs in as. */
export const MEMBER = 'priya';

/** Addresses the demo community has no fixed path for, made before the checks. */
export interface Fixture {
  /** A topic whose post has a 300-character code line and a 200-character word, and a long title. */
  longTopicPath: string;
  /** A demo faq topic with an accepted answer, at its canonical `/posts/{tid}/{words}` address. */
  answeredTopicPath: string;
  /** The member's own, freshly signed invite link (`/join/{uid}/{timestamp}?sig=`). */
  joinPath: string;
  /** A published upcoming event the member hosts, at its `/events/{id}/{words}` address. */
  eventPath: string;
  /** The conference that event belongs to, with a long title and description (`/events/conference/{id}`). */
  conferencePath: string;
  /** A demo project's page (`/projects/{id}/{slug}`), the most followed; its FAQ has an answer with a 300-character code line. */
  projectPath: string;
  /** Plotline's page: its community tab has a median answer time of half an hour past the hour (4.5 hours). */
  answerTimesProjectPath: string;
  /** Plotline's chat room (`/chats/{roomId}`), which the member may read before joining. */
  chatRoomPath: string;
  /** A demo event in Africa/Casablanca, a zone whose rules the server's and the browser's time-zone data may disagree on. */
  zonedEventPath: string;
}

export interface PageType {
  /** How failures name the page. */
  name: string;
  /** The route file under `pages/` it renders (without `.tsx`); every page route needs a case. */
  route: string;
  viewer: Viewer;
  path: (fixture: Fixture) => string;
  /** Resolves once the page shows its content (not its loading state). */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).first().waitFor();
const feedLoaded = (page: Page) => page.locator('[data-testid^="post-card-"]').first().waitFor();

export const PAGE_TYPES: readonly PageType[] = [
  // Administrators only: the demo member (a moderator) meets its 403 state.
  { name: 'review queue (moderator)', route: 'admin/review', viewer: 'member', path: () => '/admin/review', ready: (page) => page.locator('[data-review-item], [role="status"]:has-text("open item"), p:has-text("Nothing to review")').first().waitFor() },
  { name: 'search log (member, not an administrator)', route: 'admin/searches', viewer: 'member', path: () => '/admin/searches', ready: heading('Search log') },
  { name: 'audio queue, empty (visitor)', route: 'audioqueue', viewer: 'visitor', path: () => '/audioqueue', ready: (page) => page.getByText('Your queue is empty').waitFor() },
  {
    name: 'audio queue (member)',
    route: 'audioqueue',
    viewer: 'member',
    path: () => '/audioqueue',
    ready: (page) => page.getByRole('list', { name: 'Queue' }).or(page.getByText('Your queue is empty')).first().waitFor(),
  },
  {
    name: 'chats (member)',
    route: 'chats/index',
    viewer: 'member',
    path: () => '/chats',
    ready: (page) => page.getByRole('list', { name: 'Your chats' }).or(page.getByText(/^No chats yet/)).first().waitFor(),
  },
  {
    name: 'a project chat room (member)',
    route: 'chats/[roomId]',
    viewer: 'member',
    path: (f) => f.chatRoomPath,
    ready: (page) => page.locator('[role="log"] article, [role="log"] p:has-text("No messages yet")').first().waitFor(),
  },
  { name: 'feed (visitor)', route: 'discussions', viewer: 'visitor', path: () => '/discussions', ready: feedLoaded },
  { name: 'feed (member)', route: 'discussions', viewer: 'member', path: () => '/discussions', ready: feedLoaded },
  {
    name: 'topic with a long code line and long words (visitor)',
    route: 'post/[...slug]',
    viewer: 'visitor',
    path: (f) => f.longTopicPath,
    ready: heading(/^Long t/),
  },
  {
    name: 'topic with a long code line and long words (its author)',
    route: 'post/[...slug]',
    viewer: 'member',
    path: (f) => f.longTopicPath,
    ready: heading(/^Long t/),
  },
  {
    name: 'question with an accepted answer (member)',
    route: 'posts/[...slug]',
    viewer: 'member',
    path: (f) => f.answeredTopicPath,
    ready: (page) => page.getByText('Accepted answer').first().waitFor(),
  },
  { name: 'unknown topic (visitor)', route: 'post/[...slug]', viewer: 'visitor', path: () => '/post/2147483000', ready: heading(/.+/) },
  { name: 'events feed (visitor)', route: 'events/index', viewer: 'visitor', path: () => '/events', ready: (page) => page.locator('[data-testid^="event-card-"]').first().waitFor() },
  { name: 'events feed (member)', route: 'events/index', viewer: 'member', path: () => '/events', ready: (page) => page.locator('[data-testid^="event-card-"]').first().waitFor() },
  { name: 'event page (visitor)', route: 'events/[...slug]', viewer: 'visitor', path: (f) => f.eventPath, ready: heading(/.+/) },
  {
    name: 'event page with host tools (its host)',
    route: 'events/[...slug]',
    viewer: 'member',
    path: (f) => f.eventPath,
    ready: (page) => page.getByRole('heading', { name: 'Host tools' }).waitFor(),
  },
  { name: 'event in Africa/Casablanca (visitor)', route: 'events/[...slug]', viewer: 'visitor', path: (f) => f.zonedEventPath, ready: heading(/.+/) },
  { name: 'conference (visitor)', route: 'events/conference/[id]', viewer: 'visitor', path: (f) => f.conferencePath, ready: (page) => page.locator('[data-testid^="event-card-"]').first().waitFor() },
  { name: 'conference (member)', route: 'events/conference/[id]', viewer: 'member', path: (f) => f.conferencePath, ready: (page) => page.locator('[data-testid^="event-card-"]').first().waitFor() },
  { name: 'unknown conference (visitor)', route: 'events/conference/[id]', viewer: 'visitor', path: () => '/events/conference/2147483000', ready: heading('Conference') },
  { name: 'unknown event (visitor)', route: 'events/[...slug]', viewer: 'visitor', path: () => '/events/2147483000', ready: heading(/.+/) },
  { name: 'host an event (member)', route: 'events/host', viewer: 'member', path: () => '/events/host', ready: (page) => page.getByLabel('Title').first().waitFor() },
  { name: 'host an event (visitor)', route: 'events/host', viewer: 'visitor', path: () => '/events/host', ready: heading('Log in to host an event') },
  { name: 'my events (member)', route: 'events/myevents', viewer: 'member', path: () => '/events/myevents', ready: (page) => page.getByRole('tabpanel').first().waitFor() },
  {
    name: 'my events elsewhere (member)',
    route: 'events/myevents',
    viewer: 'member',
    path: () => '/events/myevents?tab=elsewhere',
    ready: (page) => page.getByText('You have not asked to join an event on another site yet.').waitFor(),
  },
  { name: 'my events (visitor)', route: 'events/myevents', viewer: 'visitor', path: () => '/events/myevents', ready: heading('My events') },
  { name: 'explore (visitor)', route: 'explore', viewer: 'visitor', path: () => '/explore', ready: heading('Explore') },
  {
    name: 'explore narrowed by a tag (member)',
    route: 'explore',
    viewer: 'member',
    path: () => '/explore?tags=accessibility',
    ready: (page) => page.getByTestId('explore-section-post').waitFor(),
  },
  { name: 'projects (visitor)', route: 'projects/index', viewer: 'visitor', path: () => '/projects', ready: (page) => page.locator('[data-testid^="project-card-"]').first().waitFor() },
  { name: 'projects (member)', route: 'projects/index', viewer: 'member', path: () => '/projects', ready: (page) => page.locator('[data-testid^="project-card-"]').first().waitFor() },
  { name: 'my projects (member)', route: 'projects/my-projects', viewer: 'member', path: () => '/projects/my-projects', ready: (page) => page.getByRole('list', { name: 'My projects' }).or(page.getByText('You do not follow or maintain a project yet')).first().waitFor() },
  { name: 'my projects (visitor)', route: 'projects/my-projects', viewer: 'visitor', path: () => '/projects/my-projects', ready: heading('My projects') },
  { name: 'project feed (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: (f) => f.projectPath, ready: heading(/.+/) },
  {
    name: 'project feed with the maintainers\' controls (moderator)',
    route: 'projects/[id]/[...slug]',
    viewer: 'member',
    path: (f) => f.projectPath,
    ready: (page) => page.getByRole('heading', { name: 'Manage the project' }).waitFor(),
  },
  { name: 'project questions (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: (f) => `${f.projectPath}/questions`, ready: heading(/.+/) },
  { name: 'project events (member)', route: 'projects/[id]/[...slug]', viewer: 'member', path: (f) => `${f.projectPath}/events`, ready: (page) => page.getByRole('search', { name: /Filter the project.s events/ }).waitFor() },
  { name: 'project community (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: (f) => `${f.projectPath}/community`, ready: heading(/.+/) },
  { name: 'project community with answer times (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: (f) => `${f.answerTimesProjectPath}/community`, ready: heading(/.+/) },
  { name: 'project FAQ (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: (f) => `${f.projectPath}/faq`, ready: heading(/.+/) },
  // The fixture's question has an accepted answer with a 300-character code line.
  {
    name: 'project FAQ with a long code line in an answer (visitor)',
    route: 'projects/[id]/[...slug]',
    viewer: 'visitor',
    path: (f) => `${f.projectPath}/faq`,
    ready: (page) => page.getByText('Why does the layout check print one long line?').waitFor(),
  },
  { name: 'project blog posts (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: (f) => `${f.projectPath}/resources/blog`, ready: heading(/.+/) },
  { name: 'unknown project (visitor)', route: 'projects/[id]/[...slug]', viewer: 'visitor', path: () => '/projects/2147483000/none', ready: heading('Project not found') },
  { name: 'composer (member)', route: 'compose', viewer: 'member', path: () => '/compose', ready: (page) => page.getByLabel('Title').first().waitFor() },
  { name: 'search results (visitor)', route: 'search', viewer: 'visitor', path: () => '/search?term=release&searchIn=post,project,event,user', ready: (page) => page.getByRole('heading', { name: /^Posts/ }).waitFor() },
  { name: 'search results (member)', route: 'search', viewer: 'member', path: () => '/search?term=release', ready: (page) => page.getByRole('heading', { name: /^Posts/ }).waitFor() },
  // The term is shown back ("N results for …", "Nothing found for …"): a long unbroken one wraps.
  { name: 'search for a long unbroken term (visitor)', route: 'search', viewer: 'visitor', path: () => `/search?term=${'x'.repeat(200)}`, ready: (page) => page.getByText(/^\d+ results? for “x+”$/).waitFor() },
  { name: 'search without a term (visitor)', route: 'search', viewer: 'visitor', path: () => '/search', ready: (page) => page.getByText('What are you looking for?').waitFor() },
  { name: 'saved list (member)', route: 'savedlist', viewer: 'member', path: () => '/savedlist', ready: (page) => page.getByRole('tabpanel').first().waitFor() },
  { name: 'saved list (visitor)', route: 'savedlist', viewer: 'visitor', path: () => '/savedlist', ready: heading('Saved') },
  {
    name: 'notifications (member)',
    route: 'notifications',
    viewer: 'member',
    path: () => '/notifications',
    ready: (page) => page.getByRole('list', { name: 'All notifications' }).or(page.getByText('No notifications yet')).first().waitFor(),
  },
  { name: 'notifications (visitor)', route: 'notifications', viewer: 'visitor', path: () => '/notifications', ready: heading('Notifications') },
  // Issue 37: what the service worker answers offline for a page this device has not saved.
  { name: 'offline page (visitor)', route: 'offline', viewer: 'visitor', path: () => '/offline', ready: heading('You are offline') },
  // The audio player's popup window, opened on its own: nothing handed over, nothing queued.
  { name: 'player window (visitor)', route: 'player', viewer: 'visitor', path: () => '/player', ready: (page) => page.getByText('Nothing is queued').waitFor() },
  { name: 'profile (visitor)', route: 'user/[slug]/index', viewer: 'visitor', path: () => `/user/${MEMBER}`, ready: heading(/.+/) },
  { name: 'own profile (member)', route: 'user/[slug]/index', viewer: 'member', path: () => `/user/${MEMBER}`, ready: heading(/.+/) },
  {
    name: 'settings (member)',
    route: 'user/[slug]/settings',
    viewer: 'member',
    path: () => `/user/${MEMBER}/settings`,
    ready: (page) => page.locator('main form').first().waitFor(),
  },
  { name: 'login (visitor)', route: 'login', viewer: 'visitor', path: () => '/login', ready: heading('Sign in to the community') },
  {
    name: 'onboarding (member)',
    route: 'onboarding/basic',
    viewer: 'member',
    path: () => '/onboarding/basic?redirect=/discussions',
    ready: heading('Tell the community about yourself'),
  },
  {
    name: 'register/complete (newcomer)',
    route: 'register/complete',
    viewer: 'newcomer',
    path: () => '/register/complete',
    ready: (page) => page.getByRole('button', { name: 'Agree and continue' }).waitFor(),
  },
  { name: 'join (visitor)', route: 'join/[uid]/[timestamp]', viewer: 'visitor', path: (f) => f.joinPath, ready: heading(/invited you/) },
  // The account mails' links (issue 35): a refused one says why; a genuine unlock link whose lock is long over says so.
  {
    name: 'confirm-email link, refused (visitor)',
    route: 'confirm-email/[uid]/[timestamp]',
    viewer: 'visitor',
    path: () => '/confirm-email/1/1760000000000?sig=not-a-signature',
    ready: heading('We could not confirm your address'),
  },
  {
    name: 'unlock-account link, refused (visitor)',
    route: 'unlock-account/[uid]/[timestamp]',
    viewer: 'visitor',
    path: () => '/unlock-account/1/1760000000000?sig=not-a-signature',
    ready: heading('We could not unlock your account'),
  },
  {
    name: 'unlock-account link of an ended lock (member)',
    route: 'unlock-account/[uid]/[timestamp]',
    viewer: 'member',
    path: () => unlockPath(1, 1760000000000),
    ready: heading('There is no lock to lift'),
  },
  // Every unknown address: the app's own 404 page in the shell (a long unbroken path must not widen it).
  { name: 'unknown address (visitor)', route: '_error', viewer: 'visitor', path: () => `/no-such-page/${'averyveryverylongmissingaddressword'.repeat(4)}`, ready: heading('Page not found') },
  { name: 'unknown address (member)', route: '_error', viewer: 'member', path: () => '/no-such-page', ready: heading('Page not found') },
];

/** Route files that render no page of their own. */
export const ROUTES_WITHOUT_PAGE: Readonly<Record<string, string>> = {
  index: '/ only redirects to /discussions',
  _app: 'the application shell around every page',
  _document: 'the HTML document around every page',
};

export interface DialogCase {
  /** How failures name the dialog. */
  name: string;
  /** The modal it shows (every name of MODAL_NAMES needs a case or an entry in DIALOGS_WITHOUT_OPENER). */
  modal: ModalName;
  viewer: Viewer;
  /** Opens it on /discussions (already loaded, at 1280 px) and resolves with the dialog's title. */
  open: (page: Page) => Promise<string>;
}

/** Opens the dialog a URL hash names (R2.2). */
const byHash = (hash: string, title: string) => async (page: Page) => {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  return title;
};

export const DIALOG_CASES: readonly DialogCase[] = [
  { name: 'login (#login)', modal: 'login', viewer: 'visitor', open: byHash('login', 'Sign in') },
  { name: 'sign-up (#join)', modal: 'login', viewer: 'visitor', open: byHash('join', 'Join the community') },
  { name: 'feedback (#feedback)', modal: 'feedback', viewer: 'visitor', open: byHash('feedback', 'Send feedback') },
  { name: 'early access (#earlyaccess)', modal: 'earlyaccess', viewer: 'visitor', open: byHash('earlyaccess', 'Get early access') },
  { name: 'talk to us (#talktous)', modal: 'talktous', viewer: 'visitor', open: byHash('talktous', 'Talk to us') },
  { name: 'invite (#invite)', modal: 'invite', viewer: 'member', open: byHash('invite', 'Invite a friend') },
  {
    name: 'thank you (after early access)',
    modal: 'thankyou',
    viewer: 'visitor',
    open: async (page) => {
      await page.evaluate(() => {
        window.location.hash = 'earlyaccess';
      });
      const early = page.getByRole('dialog', { name: 'Get early access' });
      await early.getByLabel('Email').fill('axe-check@example.org');
      await early.getByLabel('Full name').fill('Axe Check');
      await early.getByRole('button', { name: 'Request early access' }).click();
      return 'You are on the list';
    },
  },
  {
    name: 'credits (account menu)',
    modal: 'credits',
    viewer: 'member',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Credits' }).click();
      return 'Your credits';
    },
  },
  {
    name: 'contribute (header)',
    modal: 'contribute',
    viewer: 'visitor',
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Contribute' }).click();
      return 'Contribute';
    },
  },
  {
    name: 'promo (get paid to contribute)',
    modal: 'promo',
    viewer: 'visitor',
    open: async (page) => {
      await page.getByRole('button', { name: 'Get paid to contribute' }).first().click();
      return 'Contribute to open source and get paid';
    },
  },
  {
    // The fixture's event is hosted by the member; the newcomer may register for it.
    name: 'event-register (Register on the events feed)',
    modal: 'eventRegister',
    viewer: 'newcomer',
    open: async (page) => {
      await open(page, '/events');
      const card = page.locator('article:has([data-testid^="event-register-"])').first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await card.locator('[data-testid^="event-register-"]').click();
      return `Register for ${title}`;
    },
  },
  {
    name: 'add-project (/projects?addnow=true)',
    modal: 'addProject',
    viewer: 'member',
    open: async (page) => {
      await open(page, '/projects?addnow=true');
      return 'Add a project';
    },
  },
  {
    name: 'search sheet (the header on a phone)',
    modal: 'search',
    viewer: 'visitor',
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      return 'Search';
    },
  },
  {
    // The demo member is a moderator (issue 35).
    name: 'suspend (a member profile, as a moderator)',
    modal: 'suspend',
    viewer: 'member',
    open: async (page) => {
      await open(page, '/user/jonas');
      const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('button', { name: 'Suspend', exact: true }).click();
      return `Suspend ${name}`;
    },
  },
  {
    name: 'report (Report on a member profile, the #report link)',
    modal: 'report',
    viewer: 'member',
    open: async (page) => {
      await open(page, '/user/jonas');
      const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('link', { name: 'Report', exact: true }).click();
      return `Report ${name}`;
    },
  },
  {
    name: 'consent (a newcomer upvotes)',
    modal: 'consent',
    viewer: 'newcomer',
    open: async (page) => {
      await page.locator('[data-testid^="vote-"]').first().click();
      return 'Complete your registration';
    },
  },
];

/** Modal names no page opens yet, with the reason; the capability that opens one adds its case. */
export const DIALOGS_WITHOUT_OPENER: Partial<Readonly<Record<ModalName, string>>> = {};
