import { screen, waitFor } from '@testing-library/react';
import NotificationSettings from '@/components/notifications/NotificationSettings';
import { notificationText } from '@/lib/notifications/text';
import { memberConfig } from '@/mocks/factories/config';
import { buildNotification } from '@/mocks/factories/notifications';
import { translator } from '@/server/i18n/catalogues';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { sliceStore } from '../support/store';
import { notificationToastsSaid } from '../support/toasts';
import { FakeNotificationServer } from './fakeServer';

/** Issue 36: "starting now" as a seat holder meets it: a toast with the way to the event, its words, its setting. */

startMswServer();

const FSI = '\u2068';
const PDI = '\u2069';

const live = buildNotification({
  id: 61,
  nid: 'event-live:12',
  type: 'event-live',
  actors: [],
  actorCount: 0,
  object: { type: 'event', id: 12, title: 'Parser deep dive' },
  title: 'Parser deep dive',
  path: '/events/12',
  bodyShort: '"Parser deep dive" is starting now',
});

describe('issue 36 event-live', () => {
  it('a pushed event-live is said in a toast with a link to the event', async () => {
    const store = sliceStore(memberConfig());
    store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: live }));
    await waitFor(() =>
      expect(store.getState().toasts.items.map((t) => [t.kind, t.message, t.link?.href, t.link?.label])).toEqual([
        ['info', `"${FSI}Parser deep dive${PDI}" is starting now`, '/events/12', { id: 'notifications:toast.joinEvent' }],
      ]),
    );
  });

  it('no toast while the member has that event open (in any language)', async () => {
    window.history.pushState({}, '', '/de/events/12/parser-deep-dive');
    try {
      const store = sliceStore(memberConfig());
      store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: live }));
      await notificationToastsSaid();
      expect(store.getState().toasts.items).toEqual([]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('is worded in every language', () => {
    const say = (locale: 'en' | 'es' | 'de' | 'ar') =>
      notificationText({ type: 'event-live', actors: [], actorCount: 0, title: 'Parser deep dive' }, translator(locale, 'notifications'), translator(locale, 'common'), { isolate: false });
    expect(say('en')).toBe('"Parser deep dive" is starting now');
    expect(say('es')).toBe('«Parser deep dive» empieza ahora');
    expect(say('de')).toBe('„Parser deep dive“ beginnt jetzt');
    expect(say('ar')).toBe('«Parser deep dive» تبدأ الآن');
  });

  it('has its own row in the notification settings', async () => {
    server.use(...new FakeNotificationServer().handlers());
    const view = renderWithStore(<NotificationSettings />, { config: memberConfig() });
    try {
      expect(await screen.findByRole('combobox', { name: 'An event I hold a seat at is starting' })).toHaveValue('email');
    } finally {
      view.release();
    }
  });
});
