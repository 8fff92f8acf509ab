import type { Page } from 'playwright-core';
import type { Track } from '@/lib/player/types';
import { axeRule, axeViolations } from './support/axe';
import { screenshotWidths } from './support/browser';
import { accountMenu, open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * The audio player in a real browser (R3.17, R4.15, R1.8): real MP3 decoding of the demo's
 * episodes (public/audio). A queue kept in this browser loads the player; a real click plays;
 * playback survives three client-side navigations; speed and skip move the real audio; a reload
 * restores the queue and position; the popup window takes over and hands back; the Media Session
 * knows the episode.
 */

const env = setUpBrowserApp({ demoSeed: true });

const episode = (pid: number, title: string, file: string, duration: number): Track => ({
  id: `post:${pid}`,
  kind: 'podcast',
  link: '/discussions',
  title,
  artist: 'Mei Tanaka',
  artwork: null,
  src: `/audio/${file}`,
  type: 'audio/mpeg',
  duration,
  chapters: [{ start: 0, title: 'Chime' }, { start: 10, title: 'The episode' }],
  plays: 0,
});
const QUEUE = [episode(901, 'Maintainers corner 1', 'maintainers-corner-01.mp3', 29), episode(902, 'Release notes 1', 'release-notes-01.mp3', 24)];

interface AudioState {
  paused: boolean;
  time: number;
  rate: number;
  src: string;
  marked: boolean;
}
const audio = (page: Page): Promise<AudioState> =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLAudioElement & { marked?: boolean }>('[data-testid="player-audio"]');
    if (!el) throw new Error('no audio element');
    return { paused: el.paused, time: el.currentTime, rate: el.playbackRate, src: el.currentSrc, marked: el.marked === true };
  });

async function waitForTime(page: Page, atLeast: number): Promise<AudioState> {
  await page.waitForFunction(
    (t) => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return !!el && !el.paused && el.currentTime >= t;
    },
    atLeast,
    { timeout: 20_000 },
  );
  return audio(page);
}


/** axe's violations and sideways scrolling, in the light and dark themes at 390 and 1280 px. */
async function accessibilityProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      const found = await axeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      problems.push(...found.map((f) => `${label} ${theme} ${width}: ${f}`), ...(overflow ? [`${label} ${theme} ${width}: scrolls sideways`] : []));
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

/** The accessible name (aria-label) of the element with focus. */
const focusedButton = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

async function pageWithQueue(queue: Track[] = QUEUE): Promise<Page> {
  const page = await env.pages.newPage();
  await open(page, '/discussions');
  await page.evaluate((tracks) => {
    window.localStorage.setItem('player:queue', JSON.stringify({ owner: -1, tracks, index: 0, position: 0, speed: 1, volume: 1, muted: false, autoPlayNext: true, savedAt: Date.now() }));
  }, queue);
  await open(page, '/discussions');
  await page.getByRole('region', { name: 'Audio player' }).waitFor();
  return page;
}

describe('the audio player in Chromium', () => {
  it('plays an episode that keeps playing across three pages; Media Session metadata is set', async () => {
    const page = await pageWithQueue();
    const bar = page.getByRole('region', { name: 'Audio player' });
    await bar.getByRole('button', { name: 'Play Maintainers corner 1' }).click();
    const first = await waitForTime(page, 1);
    expect(first.src).toContain('/audio/maintainers-corner-01.mp3');
    await page.evaluate(() => {
      (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement & { marked?: boolean }).marked = true;
    });
    const metadata = await page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, artist: navigator.mediaSession.metadata?.artist, state: navigator.mediaSession.playbackState }));
    expect(metadata).toEqual({ title: 'Maintainers corner 1', artist: 'Mei Tanaka', state: 'playing' });

    for (const [name, path] of [['Events', '/events'], ['Projects', '/projects'], ['Discussions', '/discussions']] as const) {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('region', { name: 'Audio player' }).waitFor();
    }
    const later = await waitForTime(page, first.time + 1.5);
    // The same element, never reloaded: playback went on through the navigations.
    expect(later).toMatchObject({ paused: false, marked: true });
    expect(later.time).toBeGreaterThan(first.time + 1);

    // Speed and skip move the real audio.
    await bar.getByRole('combobox', { name: 'Playback speed' }).selectOption('2');
    await page.waitForFunction(() => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).playbackRate === 2);
    const before = await waitForTime(page, later.time + 2);
    await bar.getByRole('button', { name: 'Back 15 seconds' }).click();
    const back = await audio(page);
    expect(back.time).toBeLessThan(Math.max(0.5, before.time - 15) + 2);
    expect(back.time).toBeLessThan(before.time);
    // Keyboard: space pauses (focus on the page, not a control; not a click, which could land on a link).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await page.waitForFunction(() => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).paused);
  });

  it('a reload restores the queue and the position', async () => {
    const page = await pageWithQueue();
    const bar = page.getByRole('region', { name: 'Audio player' });
    await bar.getByRole('button', { name: 'Play Maintainers corner 1' }).click();
    await waitForTime(page, 4);
    await bar.getByRole('button', { name: 'Pause Maintainers corner 1' }).click();
    const paused = await audio(page);
    // The copy in local storage (written within half a second) has the paused position.
    await page.waitForFunction((at) => {
      const kept = JSON.parse(window.localStorage.getItem('player:queue') ?? '{}') as { position?: number };
      return kept.position === at;
    }, Math.floor(paused.time));
    await page.reload();
    await page.getByRole('region', { name: 'Audio player' }).waitFor();
    const slider = page.getByRole('region', { name: 'Audio player' }).getByRole('slider', { name: 'Position' });
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return !!el && el.readyState >= 1 && el.currentTime >= 3;
    });
    expect(Number(await slider.inputValue())).toBe(Math.floor(paused.time));
    await page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Play Maintainers corner 1' }).click();
    const resumed = await waitForTime(page, Math.floor(paused.time));
    expect(resumed.src).toContain('maintainers-corner-01.mp3');
  });

  it('the popup window takes over and hands playback back at its position', async () => {
    const page = await pageWithQueue();
    const bar = page.getByRole('region', { name: 'Audio player' });
    await bar.getByRole('button', { name: 'Play Maintainers corner 1' }).click();
    await waitForTime(page, 2);
    await bar.getByRole('button', { name: 'Expand player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audio player' });
    const [popup] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Open in a separate window' }).click()]);
    await popup.waitForLoadState();
    // The popup plays the same queue from the same place; this window's audio stops.
    const inPopup = await waitForTime(popup, 3);
    expect(inPopup.src).toContain('maintainers-corner-01.mp3');
    expect(await page.evaluate(() => document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')?.paused ?? 'none')).toBe('none');
    await page.getByRole('region', { name: 'Audio player' }).getByText('Playing in a separate window').waitFor();
    expect(await popup.getByRole('heading', { name: 'Queue (2)' }).isVisible()).toBe(true);
    // R1.16: the popup page's headings go down one level at a time (h1, then its sections' h2).
    expect(await popup.getByRole('heading', { level: 2, name: 'Queue (2)' }).count()).toBe(1);
    expect(await axeRule(popup, 'heading-order')).toEqual([]);

    const handed = await waitForTime(popup, inPopup.time + 1);
    await popup.close({ runBeforeUnload: true });
    // Back in the main window, from where the popup was.
    const back = await waitForTime(page, handed.time);
    expect(back.src).toContain('maintainers-corner-01.mp3');
    await page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Pause Maintainers corner 1' }).waitFor();
  });

  it('a member\'s saved queue follows them: login keeps a visitor\'s tracks, logout clears this browser, another browser gets it', async () => {
    const page = await env.pages.newPage();
    await open(page, '/discussions');
    const own = { ...QUEUE[1], id: 'post:903', title: 'A visitor\'s own episode' };
    await page.evaluate((tracks) => {
      window.localStorage.setItem('player:queue', JSON.stringify({ owner: -1, tracks, index: 0, position: 0, savedAt: Date.now() }));
    }, [own]);
    await signInAs(page, 'mei');
    // The demo saved mei's queue (episodes and a recording, the second current at 12 s); the
    // visitor's track follows it.
    const bar = page.getByRole('region', { name: 'Audio player' });
    await bar.getByRole('button', { name: 'Expand player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audio player' });
    const queue = dialog.getByRole('region', { name: /^Queue/ });
    await queue.getByRole('button', { name: /^A visitor's own episode/ }).waitFor();
    const titles = await queue.getByRole('listitem').allInnerTexts();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles[titles.length - 1]).toContain('A visitor\'s own episode');
    const saved = titles.slice(0, -1);
    await page.keyboard.press('Escape');

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await bar.waitFor({ state: 'detached' });
    const kept = await page.evaluate(() => window.localStorage.getItem('player:queue'));
    expect(kept === null || !kept.includes('"tracks":[{')).toBe(true);

    // Another browser: the saved queue comes from the server.
    const other = await env.pages.newPage();
    await signInAs(other, 'mei');
    const otherBar = other.getByRole('region', { name: 'Audio player' });
    await otherBar.getByRole('button', { name: 'Expand player' }).click();
    const otherDialog = other.getByRole('dialog', { name: 'Audio player' });
    const otherQueue = otherDialog.getByRole('region', { name: /^Queue/ });
    await otherQueue.waitFor();
    const otherTitles = await otherQueue.getByRole('listitem').allInnerTexts();
    expect(otherTitles.slice(0, saved.length)).toEqual(saved);
  });

  it('R2.1 R1.16: closing the full view (Escape or its button) gives focus back to Expand; its Queue page link is a 44 px target', async () => {
    const long = episode(903, "Maintainers' Corner #1: from weekend project to a dependency of thousands", 'maintainers-corner-01.mp3', 29);
    const page = await pageWithQueue([long, ...QUEUE]);
    const bar = page.getByRole('region', { name: 'Audio player' });
    const dialog = page.getByRole('dialog', { name: 'Audio player' });
    await bar.getByRole('button', { name: 'Expand player' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedButton(page)).toBe('Expand player');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const queueLink = (await dialog.getByRole('link', { name: 'Queue page' }).boundingBox())!;
    expect(queueLink.height).toBeGreaterThanOrEqual(44);
    expect(queueLink.width).toBeGreaterThanOrEqual(24);
    await dialog.getByRole('button', { name: 'Back to the player bar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedButton(page)).toBe('Expand player');

  });

  it('R1.16: on a phone the bar shows a long title whole, wrapped, not cut to its first words', async () => {
    const long = 'Maintainers corner: how a small project reviews its first hundred patches';
    const page = await pageWithQueue([{ ...QUEUE[0]!, title: long }, ...QUEUE.slice(1)]);
    await page.setViewportSize({ width: 390, height: 844 });
    const title = page.getByRole('region', { name: 'Audio player' }).getByText(long, { exact: true });
    await title.waitFor();
    const cut = await title.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
    const box = (await title.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  it('R1.16: the bar and the full view have no axe violation and no sideways scrolling at 390 and 1280 px, light and dark', async () => {
    const page = await pageWithQueue();
    const bar = page.getByRole('region', { name: 'Audio player' });
    expect(await accessibilityProblems(page, 'player bar')).toEqual([]);
    await screenshotWidths(page, 'player-bar');
    await bar.getByRole('button', { name: 'Expand player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audio player' });
    await dialog.waitFor();
    // Focus moved into the full view; Escape goes back to the bar.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await accessibilityProblems(page, 'full player')).toEqual([]);
    await screenshotWidths(page, 'player-full');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: 'Expand player' }).waitFor();
    // The page's end stays reachable above the bar (two rows on a phone, one from 768 px).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const gap = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const footer = document.querySelector('body footer:last-of-type');
          const region = document.querySelector('section[aria-label="Audio player"]');
          return footer && region ? region.getBoundingClientRect().top - footer.getBoundingClientRect().bottom : null;
        });
      let last = await gap();
      for (let tries = 0; tries < 20 && (last === null || last < -1); tries += 1) {
        await page.waitForTimeout(100);
        last = await gap();
      }
      expect({ width, gap: last }).toEqual({ width, gap: expect.any(Number) });
      expect(last).toBeGreaterThanOrEqual(-1);
    }
  });
});
