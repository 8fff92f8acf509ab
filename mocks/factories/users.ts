import type { UserSettings } from '@/lib/users/types';
import { DEFAULT_SETTINGS } from '../fixtures/users';
import { memberUser } from './config';

/**
 * A member's settings and profile fields as `GET /api/user/{slug}/settings` and `PUT /api/v3/users/{uid}`
 * give them (R6.2, R7.1), for the client tests of the settings page.
 */

/** Every setting, the defaults a new member starts with unless `overrides` says otherwise. */
export function userSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return { ...DEFAULT_SETTINGS, ...overrides };
}

/** The editable profile fields of the signed-in member of the client tests (`memberUser`). */
export function editableProfile(overrides: Partial<Record<'username' | 'fullname' | 'aboutme' | 'location' | 'website' | 'picture', string>> = {}) {
  return {
    username: memberUser.username,
    fullname: memberUser.fullname,
    aboutme: '',
    location: '',
    website: '',
    picture: memberUser.picture,
    ...overrides,
  };
}
