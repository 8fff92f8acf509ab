import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Text } from '@/lib/i18n/said';

/**
 * Toast messages: a server's words or a message said in the page's language (lib/i18n/said.ts);
 * their display time follows R5.10 from the words shown (components/shell/Toaster.tsx). A toast
 * may carry a link to where the reader goes on from it (a held post's notice: where it waits); such
 * a toast stays until it is closed or its link followed, so nobody has to race a timer to reach it.
 */

export type ToastKind = 'error' | 'success' | 'info';

/** A link a toast offers after its message (a same-site path and its words). */
export interface ToastLink {
  href: string;
  label: Text;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: Text;
  link?: ToastLink;
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
        const same = JSON.stringify(action.payload.message);
        if (state.items.some((t) => JSON.stringify(t.message) === same && t.kind === action.payload.kind)) return;
        state.items.push(action.payload);
        if (state.items.length > 4) state.items.shift();
      },
      prepare(message: Text, kind: ToastKind = 'error', link?: ToastLink) {
        return { payload: link ? { id: nanoid(), kind, message, link } : { id: nanoid(), kind, message } };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { addToast, removeToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
