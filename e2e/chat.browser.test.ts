import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from './support/apiClient';
import { axeViolations } from './support/axe';
import { cleanupAll, startApp, type AppProcess } from './support/app';
import { launchBrowser, WIDTHS } from './support/browser';
import { describeWithPg15, ExternalPostgres } from './support/externalPostgres';
import { DEMO_PASSWORD, open, realtimeConnected, shoot, signInAs } from './support/pages';

/**
 * Issue 36, chat in real browsers across two app instances on one PostgreSQL 15: noah writes on
 * one instance and amara, reading the same direct chat on the other, sees it without reloading,
 * and answers; noah's header counts amara's next message live on another page, and he reads and
 * answers it in the header's chat panel (axe-clean in both themes); a member whom
 * olga blocked cannot start a chat with her (the catalogue's sentence in the form); a project
 * page's "Project chat" link opens the project's room.
 */

describeWithPg15('issue 36 chat across two app instances', () => {
  const pg = new ExternalPostgres();
  let first: AppProcess;
  let second: AppProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await pg.init();
    // Instances sharing one database share their session secret (hardening 8).
    const env = { DATABASE_URL: pg.url, SESSION_SECRET: 'chat-browser-test-secret-0123456789abcdef' };
    first = await startApp({ demoSeed: true, env });
    second = await startApp({ demoSeed: false, env });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await cleanupAll();
    pg.destroy();
  });

  /** A page of its own browser context on one instance, signed in as `username`. */
  async function memberOn(app: AppProcess, username: string, width: 390 | 1280 = 1280): Promise<Page> {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: width === 390 ? WIDTHS.phone : WIDTHS.desktop, reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInAs(page, username);
    return page;
  }

  /** The demo's direct chat of noah and amara. */
  async function noahAndAmara(): Promise<number> {
    const noah = await new ApiClient(first.baseUrl).signIn('noah', DEMO_PASSWORD);
    const chats = await noah.request('GET', '/api/v3/chats');
    const rooms = (chats.json as { response: { rooms: Array<{ id: number; kind: string; members: Array<{ username: string }> }> } }).response.rooms;
    const room = rooms.find((r) => r.kind === 'direct' && r.members.length === 2 && r.members.some((m) => m.username === 'amara'));
    if (!room) throw new Error(`no chat of noah and amara in ${chats.text}`);
    return room.id;
  }

  it('two members chat live, each on another instance; the header counts what comes while elsewhere', async () => {
    const roomId = await noahAndAmara();
    const noah = await memberOn(first, 'noah');
    const amara = await memberOn(second, 'amara', 390);
    await open(noah, `/chats/${roomId}`);
    await open(amara, `/chats/${roomId}`);
    await Promise.all([realtimeConnected(noah), realtimeConnected(amara)]);
    const noahMessages = noah.getByRole('log', { name: 'Messages' });
    const amaraMessages = amara.getByRole('log', { name: 'Messages' });
    await amaraMessages.getByText('Looks good! I left two small comments').waitFor();

    await noah.getByLabel('Message', { exact: true }).fill('Written on the first instance, read on the second.');
    await noah.getByLabel('Message', { exact: true }).press('Enter');
    await amaraMessages.getByText('Written on the first instance, read on the second.').waitFor();

    await amara.getByLabel('Message', { exact: true }).fill('And **answered** from the second.');
    await amara.getByRole('button', { name: 'Send' }).click();
    await noahMessages.locator('strong', { hasText: 'answered' }).waitFor();
    expect(await amara.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(amara, 'chat-room-amara');

    // Elsewhere, noah's header counts amara's next message as it comes; from 768 px it opens the
    // chat panel over the page, where he reads and answers without leaving the feed.
    await open(noah, '/discussions');
    await realtimeConnected(noah);
    await noah.getByRole('button', { name: 'Chats', exact: true }).waitFor();
    await amara.getByLabel('Message', { exact: true }).fill('One more while you read the feed.');
    await amara.getByLabel('Message', { exact: true }).press('Enter');
    const chatButton = noah.getByRole('button', { name: 'Chats, 1 unread message' });
    await chatButton.click();
    const panel = noah.getByRole('region', { name: 'Chats' });
    await panel.getByRole('link', { name: /amara/ }).first().click();
    await panel.getByRole('log', { name: 'Messages' }).getByText('One more while you read the feed.').waitFor();
    expect(new URL(noah.url()).pathname).toBe('/discussions');
    // Reading the room in the panel clears the count.
    await noah.getByRole('button', { name: 'Chats', exact: true }).waitFor();
    await panel.getByLabel('Message', { exact: true }).fill('Answered from the panel.');
    await panel.getByLabel('Message', { exact: true }).press('Enter');
    await amaraMessages.getByText('Answered from the panel.').waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await noah.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      expect(await axeViolations(noah)).toEqual([]);
    }
    await shoot(noah, 'chat-panel-noah');
    await noah.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await noah.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chats');
  });

  it('a member whom olga blocked cannot start a chat with her', async () => {
    const olga = await new ApiClient(first.baseUrl).signIn('olga', DEMO_PASSWORD);
    const liamUid = ((await olga.request('GET', '/api/user/liam')).json as { uid: number }).uid;
    const blocked = await olga.request('PUT', `/api/v3/users/${liamUid}/block`, { csrf: await olga.csrf(), body: {} });
    expect(blocked.status).toBe(200);

    const liam = await memberOn(second, 'liam');
    await open(liam, '/chats');
    await liam.getByRole('button', { name: 'New chat' }).click();
    const picker = liam.getByRole('combobox', { name: 'Members' });
    await picker.fill('olg');
    await liam.getByRole('option', { name: /olga/i }).first().waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await liam.getByRole('button', { name: 'Start the chat' }).click();
    await liam.getByText('This member has blocked you, so you cannot chat with them.').waitFor();
    expect(liam.url()).toMatch(/\/chats$/);
  });

  it("a project page's Project chat link opens the project's room", async () => {
    const projects = await new ApiClient(first.baseUrl).request('GET', '/api/projects/v1/projects?sort=followers');
    const plotline = (projects.json as { projects: Array<{ id: number; url: string }> }).projects.find((p) => p.url.endsWith('/plotline'));
    if (!plotline) throw new Error(`no Plotline in ${projects.text}`);
    const mei = await memberOn(second, 'mei', 390);
    await open(mei, new URL(plotline.url, second.baseUrl).pathname);
    // On a phone the project's links fold behind "About the project".
    await mei.getByRole('button', { name: 'About the project' }).click();
    await mei.getByRole('link', { name: 'Project chat' }).click();
    await mei.waitForURL(/\/chats\/\d+$/);
    await mei.getByRole('log', { name: 'Messages' }).getByText('This is the Plotline room').waitFor();
  });
});
