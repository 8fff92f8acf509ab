import fs from 'node:fs';
import path from 'node:path';
import { dayNumber, INSTALL_PROMPT_DELAY_MS, installPromptDue, parseInstallMemory, visited } from '@/lib/pwa/installRule';
import { OFFLINE_PATHS, offlinePathFor, THEME_COLORS } from '@/lib/pwa/protocol';

/** The install offer's rule (issue 37, lib/pwa/installRule.ts): once, never on a first visit. */
describe('the install prompt rule', () => {
  const monday = new Date(2025, 2, 3, 9, 0);
  const mondayNight = new Date(2025, 2, 3, 23, 59);
  const tuesday = new Date(2025, 2, 4, 0, 1);
  const later = INSTALL_PROMPT_DELAY_MS;

  it('issue 37: the first visit records its day once; later visits keep it', () => {
    const first = visited(parseInstallMemory(null), monday);
    expect(first).toEqual({ firstVisitDay: 20250303, offered: false });
    expect(visited(first, tuesday)).toEqual(first);
  });

  it('issue 37: never on the day of the first visit, however long the page is open', () => {
    const memory = visited(parseInstallMemory(null), monday);
    expect(installPromptDue(memory, monday, later * 100)).toBe(false);
    expect(installPromptDue(memory, mondayNight, later * 100)).toBe(false);
  });

  it('issue 37: from a later day, once the page has been open 30 seconds', () => {
    const memory = visited(parseInstallMemory(null), mondayNight);
    expect(installPromptDue(memory, tuesday, later - 1)).toBe(false);
    expect(installPromptDue(memory, tuesday, later)).toBe(true);
    // Across a month and a year.
    expect(installPromptDue({ firstVisitDay: dayNumber(new Date(2024, 11, 31)), offered: false }, new Date(2025, 0, 1), later)).toBe(true);
  });

  it('issue 37: once offered, never again; without a recorded first visit, never', () => {
    expect(installPromptDue({ firstVisitDay: 20250303, offered: true }, tuesday, later)).toBe(false);
    expect(installPromptDue({ firstVisitDay: null, offered: false }, tuesday, later)).toBe(false);
  });

  it('issue 37: unreadable memory is a device that remembers nothing', () => {
    expect(parseInstallMemory('{not json')).toEqual({ firstVisitDay: null, offered: false });
    expect(parseInstallMemory('{"firstVisitDay":"x","offered":1}')).toEqual({ firstVisitDay: null, offered: false });
    expect(parseInstallMemory(JSON.stringify({ firstVisitDay: 20250303, offered: true }))).toEqual({ firstVisitDay: 20250303, offered: true });
  });
});

describe('what the page and the worker share', () => {
  it('issue 37: each language has its offline page, chosen by the address prefix', () => {
    expect(OFFLINE_PATHS).toEqual(['/offline', '/es/offline', '/de/offline', '/ar/offline']);
    expect(offlinePathFor('/es/post/12/words')).toBe('/es/offline');
    expect(offlinePathFor('/ar')).toBe('/ar/offline');
    expect(offlinePathFor('/events/12')).toBe('/offline');
    expect(offlinePathFor('/esx/thing')).toBe('/offline');
  });

  it('issue 37: the theme colours are the style tokens (--surface per theme, --bg light)', () => {
    const scss = fs.readFileSync(path.join(__dirname, '../../../styles/globals.scss'), 'utf8');
    const tokens = (name: string) => [...scss.matchAll(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})`, 'g'))].map((m) => m[1]!.toLowerCase());
    const [lightSurface, darkSurface] = tokens('surface');
    expect([THEME_COLORS.light, THEME_COLORS.dark, THEME_COLORS.background]).toEqual([lightSurface, darkSurface, tokens('bg')[0]]);
  });
});
