import dayjs from 'dayjs';
import { renderToString } from 'react-dom/server';
import { EventDate } from '@/components/events/EventDate';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { hydrate, serverHtmlInDocument } from '../support/hydration';
import { InEnglish } from '../support/render';

/**
 * R9.8: the server writes an event's time in its own zone; a browser whose time-zone data has
 * other rules for that zone (Node's ICU and Chromium's disagreed on Africa/Casablanca) renders the
 * same text first, from the offset the server presented, so hydration finds nothing to mend.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

// 2030-03-20 04:25 UTC
const START = Date.UTC(2030, 2, 20, 4, 25);

afterEach(() => jest.restoreAllMocks());

it('R9.8 the server’s HTML and the first render of a browser with other time-zone data are the same: no hydration error', async () => {
  const zone = 'Africa/Casablanca';
  // What the server presents with the event (EventData.utc_offset), by its own data.
  const offset = dayjs(START).tz(zone).utcOffset();
  const html = renderToString(<InEnglish><EventDate timestamp={START} timezone={zone} offset={offset} /></InEnglish>);
  const container = serverHtmlInDocument(html);
  const serverText = container.querySelector('time')?.textContent;

  // The browser's data puts the zone an hour behind the server's.
  type Tz = (this: dayjs.Dayjs, name?: string, keep?: boolean) => dayjs.Dayjs;
  const proto = dayjs.prototype as unknown as { tz: Tz };
  const tz = proto.tz;
  jest.spyOn(proto, 'tz').mockImplementation(function (this: dayjs.Dayjs, name?: string, keep?: boolean) {
    const real = tz.call(this, name, keep);
    return name === zone ? this.utcOffset(real.utcOffset() - 60) : real;
  });

  const view = await hydrate(container, <InEnglish><EventDate timestamp={START} timezone={zone} offset={offset} /></InEnglish>);
  expect(view.recoverable).toEqual([]);
  expect(container.querySelector('time')?.textContent).toBe(serverText);
  view.unmount();
});
