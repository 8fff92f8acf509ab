import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { EventDate } from '@/components/events/EventDate';
import { formatEventDateIn, utcOffsetLabel } from '@/lib/events/zones';
import { hydrate, serverHtmlInDocument } from '../support/hydration';
import { InEnglish } from '../support/render';

/**
 * R9.8: an event's date hydrates without the browser's time-zone data (the server presented the
 * zone and its offset), and the member's own time follows in a task of its own: a browser's first
 * `Intl.DateTimeFormat` loads ICU's zone data (docs/DECISIONS.md "Counts without ICU on first render").
 * A file of its own: the member's zone is read once per page load (module state).
 */

// 2030-03-20 04:25 UTC; Chatham Islands, UTC+13:45 in March: not this machine's zone.
const START = Date.UTC(2030, 2, 20, 4, 25);
const ZONE = 'Pacific/Chatham';
const OFFSET = 13 * 60 + 45;

it('R9.8 hydrates with no Intl.DateTimeFormat made, then writes the member’s own time', async () => {
  const html = renderToString(<InEnglish><EventDate timestamp={START} timezone={ZONE} offset={OFFSET} /></InEnglish>);
  const container = serverHtmlInDocument(html);
  const Native = Intl.DateTimeFormat;
  let made = 0;
  jest.useFakeTimers();
  Intl.DateTimeFormat = new Proxy(Native, {
    construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => ((made += 1), new target(...args)),
    apply: (target, _self, args: Parameters<typeof Intl.DateTimeFormat>) => ((made += 1), target(...args)),
  });
  try {
    const view = await hydrate(container, <InEnglish><EventDate timestamp={START} timezone={ZONE} offset={OFFSET} /></InEnglish>);
    expect(view.recoverable).toEqual([]);
    expect(made).toBe(0);
    expect(container.textContent).toContain('Pacific/Chatham (UTC+13:45)');
    // The member's line holds its place, hidden, until the zone has been read.
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    const before = container.textContent;

    act(() => jest.runOnlyPendingTimers());
    expect(made).toBeGreaterThan(0);
    const mine = new Native().resolvedOptions().timeZone;
    expect(container.textContent).toBe(`${before}Your time: ${formatEventDateIn(START, mine)} (${utcOffsetLabel(START, mine)})`);
    view.unmount();
  } finally {
    Intl.DateTimeFormat = Native;
    jest.useRealTimers();
  }
});
