import { createSlice } from '@reduxjs/toolkit';
import { fetchConfig, type ClientConfig } from '@/services/session';
import { loggedOut, personalLoaded } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { userCalls } from '@/services/onUse';

/** GET /api/config: the session's csrf_token and who is signed in (refetched every 15 minutes, R4.17). */

interface ConfigState {
  data: ClientConfig | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  fetchedAt: number | null;
}

const initialState: ConfigState = { data: null, status: 'idle', fetchedAt: null };

export const loadConfig = createApiThunk('config/load', () => fetchConfig(), { toast: false });

/**
 * Whether a page's server-rendered configuration should replace the store's: when it names another
 * viewer or another token. A page rendered before the visitor's session began (no token) never
 * replaces the token loaded since (the app asks GET /api/config for one at start).
 */
export function serverConfigChanged(current: ClientConfig | null, next: ClientConfig): boolean {
  if (!current) return true;
  if (!next.csrf_token && current.csrf_token && current.uid === next.uid) return false;
  return current.uid !== next.uid || current.csrf_token !== next.csrf_token;
}

/** R4.13: acknowledging one of the member's badges sets its notified flag. */
export const acknowledgeBadge = createApiThunk('login/acknowledgeBadge', async (badgeId: number, { getState }) => {
  const config = getState().config.data;
  return (await userCalls('put')).acknowledgeBadge(config?.loggedIn ? config.uid : -1, badgeId);
});

const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadConfig.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadConfig.fulfilled, (state, action) => {
        state.data = action.payload;
        state.status = 'ready';
        state.fetchedAt = Date.now();
      })
      .addCase(personalLoaded, (state, action) => {
        state.data = action.payload.config;
        state.status = 'ready';
        state.fetchedAt = Date.now();
      })
      .addCase(loadConfig.rejected, (state) => {
        state.status = 'error';
      })
      .addCase(acknowledgeBadge.fulfilled, (state, action) => {
        const badge = state.data?.user?.badges.find((b) => b.id === action.payload.id);
        if (badge) badge.notified = true;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const configReducer = configSlice.reducer;
