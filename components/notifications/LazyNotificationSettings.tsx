import dynamic from 'next/dynamic';

/** The notification settings section, loaded with the settings page when it is shown. */
export const NotificationSettings = dynamic(() => import('./NotificationSettings'));
