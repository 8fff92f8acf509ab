import path from 'node:path';
import type { Page } from 'playwright-core';
import type { EventData } from '@/lib/events/types';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Hosting with others, in a real browser (built app, demo community): a host chooses a co-host
 * with the keyboard in the host form's member chooser, uploads the recording as an audio file,
 * and the event page shows both hosts with their bios and plays the uploaded recording; the
 * co-host may edit the event (R3.3, R3.4).
 */

const env = setUpBrowserApp({ demoSeed: true });
const pages = env.pages;

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

function inTwoDays(): string {
  const when = new Date(Date.now() + 2 * 86_400_000);
  return `${when.toISOString().slice(0, 10)}T16:00`;
}

describe('hosting with co-hosts and a recording', () => {
  it('R3.4 R3.3 a host adds a co-host from the member chooser and uploads the recording; the event page shows both', async () => {
    const page = await pages.newPage();
    await signInAs(page, 'amara');
    await open(page, '/events/host');
    await page.getByLabel('Title').fill('Office hours with two maintainers');
    await page.getByLabel('Time zone of the event').selectOption('UTC');
    await page.getByLabel('Starts').fill(inTwoDays());

    const hosts = page.getByRole('list', { name: 'Hosts of the event' });
    expect(await hosts.getByRole('listitem').count()).toBe(1);
    const chooser = page.getByRole('combobox', { name: 'Add a co-host' });
    await chooser.fill('jon');
    const option = page.getByRole('option', { name: /Jonas Becker/ });
    await option.waitFor();
    await chooser.press('ArrowDown');
    expect(await chooser.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await chooser.press('Enter');
    await hosts.getByText('Jonas Becker @jonas').waitFor();
    expect(await chooser.inputValue()).toBe('');
    await page.getByLabel(/^Bio of Jonas Becker/).fill('Maintains the parser crate.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/events\/\d+\//);
    const id = Number(/\/events\/(\d+)\//.exec(page.url())![1]);

    const hostsSection = page.getByRole('region', { name: 'Hosts' });
    await hostsSection.getByText('Jonas Becker').waitFor();
    await hostsSection.getByText('Maintains the parser crate.').waitFor();

    // The recording: an audio file uploaded from the edit form.
    await open(page, `/events/host?id=${id}`);
    await page.getByLabel(/^Upload a recording/).setInputFiles(path.join(process.cwd(), 'public/audio/first-contributions-01.mp3'));
    await page.getByText('Uploaded “first-contributions-01.mp3”. Save the event to publish the recording.').waitFor();
    const recordingUrl = await page.getByLabel(/^Recording address/).inputValue();
    expect(recordingUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp3$/);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/events\/\d+\//);
    // The recording plays through the app's player (R3.17); its file is also a download.
    const recording = page.getByRole('region', { name: 'Recording' });
    expect(await recording.getByRole('link', { name: /^Download/ }).getAttribute('href')).toBe(recordingUrl);
    await recording.getByRole('button', { name: /^Play / }).click();
    const audio = page.getByTestId('player-audio');
    await audio.waitFor({ state: 'attached' });
    await page.waitForFunction((url) => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement | null)?.src.endsWith(url) ?? false, recordingUrl);
    const file = await page.request.get(recordingUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('audio/mpeg');
    expect((await file.body()).length).toBe(107_425);

    // The co-host is a host: they see the draft and may edit it.
    const cohost = await pages.newPage();
    await signInAs(cohost, 'jonas');
    const seen = await apiGet<EventData>(cohost, `/api/events/v1/event/${id}`);
    expect(seen).toMatchObject({ current_user_role: 'host', recording_status: 'available', recording_url: recordingUrl });
    expect(seen.organizers.map((o) => [o.user.username, o.bio])).toEqual([
      ['amara', ''],
      ['jonas', 'Maintains the parser crate.'],
    ]);
    await open(cohost, `/events/host?id=${id}`);
    await cohost.getByRole('heading', { level: 1, name: 'Edit “Office hours with two maintainers”' }).waitFor();
    expect(await cohost.getByRole('button', { name: /Remove Amara/ }).count()).toBe(0);
  });
});
