import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../sessionActions';

/** Global dialogs (R2.1): opened and closed only through show and hide requests. */

export const MODAL_NAMES = [
  'login',
  'invite',
  'talktous',
  'earlyaccess',
  'feedback',
  'thankyou',
  'credits',
  'contribute',
  'promo',
  'eventRegister',
  'consent',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface ModalProps {
  /** Login: which action asked for it (R5.3: 'vote' or 'save'), or 'join' / 'invite'. */
  from?: string;
  /** Login opened by `#join` (R2.2). */
  join?: boolean;
  /** Login: the dialog to open once signed in (e.g. 'invite'). */
  then?: ModalName;
  /** Thank you: what was submitted. */
  kind?: string;
  /** Event register: the event id. */
  eventId?: number;
  [key: string]: string | number | boolean | undefined;
}

export interface ModalsState {
  name: ModalName | null;
  props: ModalProps;
}

const initialState: ModalsState = { name: null, props: {} };

const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    showModal(state, action: PayloadAction<{ name: ModalName; props?: ModalProps }>) {
      state.name = action.payload.name;
      state.props = action.payload.props ?? {};
    },
    hideModal(state, action: PayloadAction<ModalName | undefined>) {
      // Hiding a named dialog leaves another one that replaced it open.
      if (action.payload && state.name !== action.payload) return;
      state.name = null;
      state.props = {};
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { showModal, hideModal } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;
