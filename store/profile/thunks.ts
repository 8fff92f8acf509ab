import type { ChangePasswordBody } from '@/lib/users/schemas';
import {
  changePassword as putPassword,
  disconnectGithub as deleteGithub,
  endOtherSessions as deleteSessions,
  updateProfile,
  updateSettings,
  type ProfilePatch,
  type UserSettings,
} from '@/services/users';
import { loadConfig } from '../config/slice';
import { selectUid } from '../selectors';
import { createApiThunk } from '../thunks';

/**
 * Own profile and settings (R6.2, R7.1). The forms show failures inline (role="alert"), so these
 * thunks do not toast; unexpected failures are still reported to monitoring.
 */

/** PUT /api/v3/users/{uid}; then the configuration is refetched so the header shows the new name and picture. */
export const saveProfile = createApiThunk(
  'profile/save',
  async ({ uid, patch }: { uid: number; patch: ProfilePatch }, { dispatch, getState }) => {
    const user = await updateProfile(uid, patch);
    if (selectUid(getState()) === uid) await dispatch(loadConfig());
    return user;
  },
  { toast: false },
);

/** PUT /api/v3/users/{uid}/settings with {settings}; answers the full saved settings. */
export const saveSettings = createApiThunk(
  'profile/saveSettings',
  ({ uid, settings }: { uid: number; settings: Partial<UserSettings> }) => updateSettings(uid, settings),
  { toast: false },
);

/**
 * PUT /api/v3/users/{uid}/password. The server rotates this session, so the configuration (with
 * the new csrf_token) is loaded again before anything else is sent.
 */
export const changePassword = createApiThunk(
  'profile/changePassword',
  async ({ uid, body }: { uid: number; body: ChangePasswordBody }, { dispatch }) => {
    const changed = await putPassword(uid, body);
    await dispatch(loadConfig());
    return changed;
  },
  { toast: false },
);

/** DELETE /api/v3/users/{uid}/sessions: sign out everywhere else. */
export const signOutEverywhereElse = createApiThunk('profile/endSessions', ({ uid }: { uid: number }) => deleteSessions(uid), {
  toast: false,
});

/** DELETE /api/v3/users/{uid}/github. */
export const disconnectGithub = createApiThunk('profile/disconnectGithub', ({ uid }: { uid: number }) => deleteGithub(uid), {
  toast: false,
});
