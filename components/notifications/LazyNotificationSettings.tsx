import { lazyView } from '@/lib/react/lazyView';
import NotificationSettingsView from './NotificationSettings';

/**
 * The notification settings section, loaded with the settings page when it is shown; the server
 * renders it at once (lazyView's `server` option).
 */
export const NotificationSettings = lazyView(() => import('./NotificationSettings'), {
  server: typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? NotificationSettingsView : undefined,
  module: 'components/notifications/LazyNotificationSettings.tsx -> ./NotificationSettings',
});
