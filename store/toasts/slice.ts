import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { toastDuration } from '@/lib/constants';

/** Toast messages; their display time follows R5.10 (1500 ms under 20 characters, else 3000 ms). */

type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number;
}

interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    addToast: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice in a row shows once.
        if (state.items.some((t) => t.message === action.payload.message && t.kind === action.payload.kind)) return;
        state.items.push(action.payload);
        if (state.items.length > 4) state.items.shift();
      },
      prepare(message: string, kind: ToastKind = 'error') {
        return { payload: { id: nanoid(), kind, message, duration: toastDuration(message) } };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { addToast, removeToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
