import { createAsyncThunk, type AsyncThunkPayloadCreator } from '@reduxjs/toolkit';
import { normalizeError, type SerializedApiError } from '@/services/http';
import { reportError } from '@/services/monitoring';
import type { AppDispatch, RootState } from './index';
import type { ThunkExtra } from './extra';
import { addToast } from './toasts/slice';

export interface ThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: SerializedApiError;
}

export type ThunkApi = Parameters<AsyncThunkPayloadCreator<unknown, unknown, ThunkConfig>>[1];

interface ApiThunkOptions {
  /** Show the error toast (default true). Forms that show the message inline turn it off. */
  toast?: boolean;
  /** Report to error monitoring (default true; expected refusals such as 4xx are not reported). */
  report?: boolean;
}

/**
 * Every thunk that calls the server is made here, so every failure is handled one way (R7.7):
 * normalised (R8.1), shown as an error toast, reported to monitoring with the member's uid, and
 * rejected with the serialisable error as the payload.
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, api: ThunkApi) => Promise<Returned> | Returned,
  options: ApiThunkOptions = {},
) {
  return createAsyncThunk<Returned, Arg, ThunkConfig>(type, async (arg, api) => {
    try {
      return await run(arg, api);
    } catch (err) {
      const error = normalizeError(err);
      if (options.toast !== false) api.dispatch(addToast(error.message, 'error'));
      const expected = error.code >= 400 && error.code < 500;
      if (options.report !== false && !expected) reportError(err, { action: type, code: error.code });
      return api.rejectWithValue(error.toJSON());
    }
  });
}
