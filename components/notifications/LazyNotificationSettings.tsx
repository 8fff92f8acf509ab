import { lazyView } from '@/lib/react/lazyView';

/** The notification settings section, loaded with the settings page when it is shown. */
export const NotificationSettings = lazyView(() => import('./NotificationSettings'));
