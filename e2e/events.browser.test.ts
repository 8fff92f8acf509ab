import type { Page } from 'playwright-core';
import type { EventData, EventStats } from '@/lib/events/types';
import { hydrated, open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Events in a real browser (built app, embedded PostgreSQL, demo community): a host writes a
 * draft in the host form, publishes it and sees its statistics (R3.19, R4.1); a visitor opens the
 * shared event link with JavaScript off and gets the content and the Event JSON-LD (R1.4); a
 * member registers through the event-register dialog, finds the event in My events and in the
 * saved list, and cancels (R4.11, R2.1, R1.3, R1.7).
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** A `datetime-local` value two days ahead, in UTC (the form's zone is set to UTC). */
function inTwoDays(): string {
  const when = new Date(Date.now() + 2 * 86_400_000);
  return `${when.toISOString().slice(0, 10)}T17:30`;
}

let event: EventData;

describe('events in the browser', () => {
  it('R3.19 R4.1 a host saves a draft from the host form, previews it, publishes it and sees its statistics', async () => {
    const page = await pages.newPage();
    await signInAs(page, 'amara');
    await open(page, '/events/host');
    await page.getByLabel('Title').fill('Live coding: a parser from scratch');
    await page.getByLabel(/^Summary/).fill('We write a small parser live and answer questions.');
    await page.getByLabel('Type').selectOption('live_coding');
    await page.getByLabel('Time zone of the event').selectOption('UTC');
    await page.getByLabel('Starts').fill(inTwoDays());
    await page.getByLabel('Duration in minutes').fill('90');
    await page.getByLabel('Seats').fill('1');
    await page.getByLabel(/^Description/).fill('We build a **parser** together.\n\n<script>alert(1)</script>');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('event-preview').locator('strong', { hasText: 'parser' }).waitFor();
    expect(await page.getByTestId('event-preview').innerHTML()).not.toContain('<script');
    await page.getByRole('tab', { name: 'Write' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/events\/\d+\//);
    await page.getByRole('heading', { level: 1, name: 'Live coding: a parser from scratch' }).waitFor();
    await page.getByText('Draft', { exact: true }).first().waitFor();
    const id = Number(/\/events\/(\d+)\//.exec(page.url())![1]);
    const draftUrl = page.url();

    // The draft is found again in My events' Drafts tab.
    await open(page, '/events/myevents?tab=drafts');
    await page.getByRole('list', { name: 'Drafts' }).getByTestId(`event-card-${id}`).waitFor();
    await open(page, draftUrl);

    // A draft is the host's own: the events search does not list it.
    const visitor = await pages.newPage();
    const search = await apiGet<{ results: [{ hits: Array<{ document: EventData }> }] }>(visitor, '/api/events/v1/search?type=event&term=parser');
    expect(search.results[0].hits.map((h) => h.document.id)).not.toContain(id);

    await page.getByTestId('event-publish').click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    event = await apiGet<EventData>(visitor, `/api/events/v1/event/${id}`);
    expect(event).toMatchObject({ event_status: 'published', event_type: 'live_coding', duration: 90, no_of_seats: 1, timezone: 'UTC' });
    await page.getByTestId('event-stats-load').click();
    const stats = page.getByTestId('event-stats');
    await stats.waitFor();
    expect(await stats.innerText()).toMatch(/Registrations\s*0/);
    const answer = await apiGet<EventStats>(page, `/api/events/v1/event/${id}/stats`);
    expect(answer.registrations).toBe(0);
  });

  it('R1.4 a visitor opens the shared event link with JavaScript off: the content, the Event JSON-LD and OpenGraph', async () => {
    const context = await env.browser().newContext({ baseURL: env.app().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(event.url);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.title);
      const body = await page.locator('main').innerText();
      expect(body).toContain('We build a parser together.');
      expect(body).toMatch(/live coding/i);
      expect(body).toMatch(/17:30PM • \d{2}-[A-Z][a-z]{2}-\d{4}/);
      expect(body).toContain('1 hr 30 min');
      expect(body).toContain('1 seat left');
      expect(await page.locator('main script').count()).toBe(0);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(ld).toMatchObject({
        '@type': 'Event',
        name: event.title,
        startDate: new Date(event.timestamp).toISOString(),
        endDate: new Date(event.end_time).toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation' },
        offers: { availability: 'https://schema.org/InStock' },
      });
      expect(ld.organizer[0]).toMatchObject({ '@type': 'Person', name: 'Amara Okafor' });
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/api\/cards\/event\/\d+$/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${event.url}$`));
    } finally {
      await context.close();
    }
  });

  it('R4.11 R2.1 R1.3 R1.7 a member registers with a time zone, sees it in My events and the saved list, then cancels', async () => {
    const page = await pages.newPage();
    await signInAs(page, 'jonas');
    await open(page, event.url);
    await page.getByTestId(`event-save-${event.id}`).click();
    await page.locator(`[data-testid="event-save-${event.id}"][aria-pressed="true"]`).waitFor();
    await page.getByTestId(`event-register-${event.id}`).click();
    const dialog = page.getByRole('dialog', { name: `Register for ${event.title}` });
    await dialog.getByLabel('Your time zone').selectOption('Europe/Berlin');
    expect(await dialog.getByTestId('event-register-time').innerText()).toContain('18:30PM');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('You are registered').first().waitFor();
    await page.getByText('Full · waitlist open').first().waitFor();
    // R2.1: focus is on the control that replaced Register, not at the top of the page.
    await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === `event-cancel-${id}`, event.id, { timeout: 5_000 });

    await open(page, '/events/myevents?tab=registered');
    await page.getByRole('list', { name: 'Registered events' }).getByTestId(`event-card-${event.id}`).waitFor();
    await open(page, '/savedlist');
    await page.getByRole('tab', { name: 'Events' }).click();
    const saved = page.getByRole('list', { name: 'Saved events' }).getByTestId(`event-card-${event.id}`);
    await saved.getByText('You are registered').waitFor();

    // The seat is the only one: another member joins the waitlist, and gets the seat when it frees up.
    const other = await pages.newPage();
    await signInAs(other, 'mei');
    await open(other, event.url);
    await other.getByRole('button', { name: 'Join the waitlist' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Join the waitlist' }).click();
    await other.getByText('You are on the waitlist').first().waitFor();

    await saved.getByRole('button', { name: 'Cancel registration' }).click();
    await saved.getByRole('button', { name: 'Join the waitlist' }).waitFor();
    // Cancelling replaced the button too: focus is on the new one.
    await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === `event-register-${id}`, event.id, { timeout: 5_000 });
    const promoted = await apiGet<EventData>(other, `/api/events/v1/event/${event.id}`);
    expect(promoted.current_user_role).toBe('participant');
    await hydrated(page);
  });
});
