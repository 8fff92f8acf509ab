import { updateProfile, updateSettings, type ProfilePatch, type UserSettings } from '@/services/users';
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
