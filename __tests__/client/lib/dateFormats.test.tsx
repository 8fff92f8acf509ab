import { renderToString } from 'react-dom/server';
import { EventDate } from '@/components/events/EventDate';
import { PostDate } from '@/components/discussions/PostDate';
import { serverHtmlInDocument } from '../support/hydration';
import { InEnglish } from '../support/render';

/**
 * Dates after the first render (lib/react/useDateFormats.ts): a page hydrates without the date
 * library, keeping the dates the server wrote, and writes them itself once the library is here.
 * The hydrating side runs in a module registry of its own, where the library has not loaded yet
 * (the rest of the client tests load it first, support/setup.ts).
 */

const HOUR = 3_600_000;
const POSTED = Date.now() - 3 * HOUR;
// 2030-03-20 04:25 UTC in Berlin (UTC+01:00).
const START = Date.UTC(2030, 2, 20, 4, 25);

function Dates() {
  return (
    <p>
      <PostDate timestamp={POSTED} /> <EventDate timestamp={START} timezone="Europe/Berlin" offset={60} compact />
    </p>
  );
}

type Isolated = {
  React: typeof import('react');
  client: typeof import('react-dom/client');
  formats: typeof import('@/lib/react/useDateFormats');
  Tree: typeof Dates;
};

/** A fresh React, hook module and date components, as a browser has them on a page's first load. */
function firstLoad(): Isolated {
  let isolated: Isolated | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a registry of its own needs its own requires */
    const React = require('react') as typeof import('react');
    const { PostDate: IsolatedPostDate } = require('@/components/discussions/PostDate') as typeof import('@/components/discussions/PostDate');
    const { EventDate: IsolatedEventDate } = require('@/components/events/EventDate') as typeof import('@/components/events/EventDate');
    const { LanguageProvider } = require('@/components/i18n/LanguageProvider') as typeof import('@/components/i18n/LanguageProvider');
    const { pageMessages } = require('@/server/i18n/catalogues') as typeof import('@/server/i18n/catalogues');
    const { NAMESPACES } = require('@/lib/i18n/catalogues') as typeof import('@/lib/i18n/catalogues');
    isolated = {
      React,
      client: require('react-dom/client'),
      formats: require('@/lib/react/useDateFormats'),
      Tree: () =>
        React.createElement(
          LanguageProvider,
          { locale: 'en', messages: pageMessages('en', NAMESPACES) },
          React.createElement(
          'p',
          null,
          React.createElement(IsolatedPostDate, { timestamp: POSTED }),
          ' ',
          React.createElement(IsolatedEventDate, { timestamp: START, timezone: 'Europe/Berlin', offset: 60, compact: true }),
        ),
        ),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return isolated!;
}

it('hydrates with the server’s dates before the date library loads, then writes them with it', async () => {
  const html = renderToString(
    <InEnglish>
      <Dates />
    </InEnglish>,
  );
  expect(html).toContain('3 hours ago');
  expect(html).toContain('05:25AM • 20-Mar-2030');
  const container = serverHtmlInDocument(html);
  const serverText = container.textContent;
  const serverTitle = container.querySelector('time')?.getAttribute('title');
  expect(serverTitle).toMatch(/UTC$/);

  const { React, client, formats, Tree } = firstLoad();
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof client.hydrateRoot> | undefined;
  await React.act(async () => {
    root = client.hydrateRoot(container, React.createElement(Tree), { onRecoverableError: (err) => recoverable.push(err) });
  });
  expect(recoverable).toEqual([]);
  // Hydrated without the library: the server's text and tooltip are still there.
  expect(container.textContent).toBe(serverText);
  expect(container.querySelector('time')?.getAttribute('title')).toBe(serverTitle);

  await React.act(async () => {
    await formats.loadDateFormats();
  });
  expect(container.textContent).toBe(serverText);
  expect(container.querySelector('time')?.getAttribute('title')).toBe(serverTitle);
  await React.act(async () => root?.unmount());
  container.remove();
});
