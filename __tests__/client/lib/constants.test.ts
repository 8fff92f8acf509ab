import {
  BADGE_TEXT_COLOUR,
  BREAKPOINTS,
  COMMUNITY_ACTIVE_MEMBER_INTERVAL,
  CONFIG_REFRESH_MS,
  DEBOUNCE_MS,
  EVENT_BADGE_COLOURS,
  EVENT_BADGE_FALLBACK,
  EVENT_SORTS,
  EVENT_TYPE_VALUES,
  FEED_SORTS,
  PAGE_SIZE,
  PLAYER_DEFAULTS,
  SCROLL_THROTTLE_MS,
  eventBadgeColour,
  isEventType,
  toastDuration,
} from '@/lib/constants';

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Hue in degrees of a #RRGGBB colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('spec section 9 constants', () => {
  it('R9.1 refreshes the configuration every 900000 ms (15 minutes)', () => {
    expect(CONFIG_REFRESH_MS).toBe(900000);
  });

  it('R9.2 page sizes', () => {
    expect(PAGE_SIZE).toEqual({ savedPosts: 20, savedEvents: 10, questions: 10, projectSearch: 10, myEvents: 10, search: 10 });
  });

  it('R9.4 debounce and throttle defaults', () => {
    expect(DEBOUNCE_MS).toEqual({ eventFilters: 250, default: 500, short: 100 });
    expect(SCROLL_THROTTLE_MS).toBe(50);
  });

  it('R1.16 breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ tablet: 768, desktop: 1280 });
  });

  it('R9.5 player defaults: speed 1.0, autoplay next on', () => {
    expect(PLAYER_DEFAULTS).toEqual({ speed: 1.0, autoPlayNext: true });
  });

  it('R9.6 community active member interval defaults to week', () => {
    expect(COMMUNITY_ACTIVE_MEMBER_INTERVAL).toBe('week');
  });

  it('R1.1 R1.2 sort options, the default first', () => {
    expect(FEED_SORTS).toEqual([{ value: 'popular' }, { value: 'recent' }]);
    expect(EVENT_SORTS).toEqual([{ value: 'latest' }, { value: 'popular' }]);
  });

  it('event types: webinar, AMA, tutorial, Live Coding, announcement', () => {
    expect(EVENT_TYPE_VALUES).toEqual(['webinar', 'ama', 'tutorial', 'live_coding', 'announcement']);
    expect(isEventType('live_coding')).toBe(true);
    expect(isEventType('podcast')).toBe(false);
    expect(isEventType(undefined)).toBe(false);
  });
});

describe('R3.20 event badge colours', () => {
  it('R3.20 webinar is blue and AMA purple', () => {
    const webinar = hue(EVENT_BADGE_COLOURS.webinar);
    const ama = hue(EVENT_BADGE_COLOURS.ama);
    expect(webinar).toBeGreaterThanOrEqual(200);
    expect(webinar).toBeLessThan(250);
    expect(ama).toBeGreaterThanOrEqual(260);
    expect(ama).toBeLessThan(300);
  });

  it('R3.20 every event type has its own colour', () => {
    const colours = EVENT_TYPE_VALUES.map((t) => EVENT_BADGE_COLOURS[t]);
    expect(new Set(colours).size).toBe(EVENT_TYPE_VALUES.length);
    expect(colours).not.toContain(EVENT_BADGE_FALLBACK);
  });

  it('R3.20 every badge meets WCAG AA (4.5:1) with white text', () => {
    expect(BADGE_TEXT_COLOUR).toBe('#FFFFFF');
    for (const colour of [...Object.values(EVENT_BADGE_COLOURS), EVENT_BADGE_FALLBACK]) {
      expect(contrast(colour, BADGE_TEXT_COLOUR)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('R3.20 unknown types get the fallback colour', () => {
    expect(eventBadgeColour('ama')).toBe(EVENT_BADGE_COLOURS.ama);
    expect(eventBadgeColour('podcast')).toBe(EVENT_BADGE_FALLBACK);
    expect(eventBadgeColour(null)).toBe(EVENT_BADGE_FALLBACK);
  });
});

describe('R5.10 toast duration', () => {
  it('R5.10 1500 ms under 20 characters, else 3000 ms', () => {
    expect(toastDuration('')).toBe(1500);
    expect(toastDuration('Saved')).toBe(1500);
    expect(toastDuration('x'.repeat(19))).toBe(1500);
    expect(toastDuration('x'.repeat(20))).toBe(3000);
    expect(toastDuration('Sorry, we could not reach our servers')).toBe(3000);
  });

  it('R5.10 counts an emoji as one character', () => {
    expect(toastDuration('😀'.repeat(19))).toBe(1500);
  });
});
