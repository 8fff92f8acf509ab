import { screen, waitFor } from '@testing-library/react';
import NotificationSettings from '@/components/notifications/NotificationSettings';
import { notificationText } from '@/lib/notifications/text';
import { memberConfig } from '@/mocks/factories/config';
import { buildNotification, priyaActor } from '@/mocks/factories/notifications';
import { translator } from '@/server/i18n/catalogues';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { sliceStore } from '../support/store';
import { notificationToastsSaid } from '../support/toasts';
import { FakeNotificationServer } from './fakeServer';

/** Issue 36: a mention in a chat room as the member meets it: a toast with the way to the room, its words, its setting. */

startMswServer();

const FSI = '\u2068';
const PDI = '\u2069';

const mention = (title: string) =>
  buildNotification({
    id: 51,
    nid: 'chat-mention:9:2026-01-05',
    type: 'chat-mention',
    actors: [priyaActor],
    actorCount: 1,
    object: { type: 'chat', id: 9, title },
    title,
    path: '/chats/9',
    bodyShort: `Priya Raman mentioned you in the chat "${title}"`,
  });

describe('issue 36 chat mentions', () => {
  it('a pushed chat mention is said in a toast with a link to the room', async () => {
    const store = sliceStore(memberConfig());
    store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: mention('General') }));
    await waitFor(() =>
      expect(store.getState().toasts.items.map((t) => [t.kind, t.message, t.link?.href, t.link?.label])).toEqual([
        ['info', `${FSI}Priya Raman${PDI} mentioned you in the chat "${FSI}General${PDI}"`, '/chats/9', { id: 'notifications:toast.openChat' }],
      ]),
    );
  });

  it('no toast while the member has that room open', async () => {
    window.history.pushState({}, '', '/es/chats/9');
    try {
      const store = sliceStore(memberConfig());
      store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: mention('General') }));
      await notificationToastsSaid();
      expect(store.getState().toasts.items).toEqual([]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('is worded in every language, an unnamed direct chat as such', () => {
    const say = (locale: 'en' | 'es' | 'de' | 'ar', title: string, actorCount = 1) =>
      notificationText({ type: 'chat-mention', actors: [{ username: 'priya', fullname: 'Priya' }, { username: 'jonas', fullname: '' }], actorCount, title }, translator(locale, 'notifications'), translator(locale, 'common'), { isolate: false });
    expect(say('en', 'General')).toBe('Priya mentioned you in the chat "General"');
    expect(say('en', '')).toBe('Priya mentioned you in a direct chat');
    expect(say('es', 'General', 2)).toBe('Priya y jonas te mencionaron en el chat «General»');
    expect(say('de', '')).toBe('Priya hat dich in einem Direktchat erwähnt');
    expect(say('ar', 'General')).toBe('أشار إليك Priya في المحادثة «General»');
  });

  it('has its own row in the notification settings', async () => {
    server.use(...new FakeNotificationServer().handlers());
    const view = renderWithStore(<NotificationSettings />, { config: memberConfig() });
    try {
      expect(await screen.findByRole('combobox', { name: 'Mentions of me (@name) in chats' })).toHaveValue('email');
    } finally {
      view.release();
    }
  });
});
