import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../sessionActions';
import type { ReviewTarget } from '@/lib/review/types';
import type { ReportSubject } from '@/lib/review/subject';
import type { Restriction } from '@/lib/moderation/types';

/**
 * Global dialogs (R2.1): opened and closed only through show and hide requests. Each dialog's props
 * are typed by its name (`ModalPropsByName`), so `showModal({ name: 'login', props: { from: 'vote' } })`
 * compiles and a prop another dialog takes does not.
 */

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
  'addProject',
  'search',
  'suspend',
  'report',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Why the login dialog was asked for (R5.3); a member-only dialog's name when it asked. */
export type LoginReason = 'vote' | 'save' | 'pin' | 'follow' | 'post' | 'reply' | 'join' | 'promo' | ModalName;

/** What a thank-you dialog thanks for. */
export type ThankYouKind = 'talktous' | 'earlyaccess' | 'feedback';

type NoProps = Record<string, never>;

export interface ModalPropsByName {
  login: {
    from?: LoginReason;
    /** Opened by `#join` (R2.2): starts on sign-up with a welcome. */
    join?: boolean;
    /** The dialog to open once signed in (e.g. 'invite'). */
    then?: ModalName;
  };
  invite: NoProps;
  talktous: NoProps;
  earlyaccess: NoProps;
  feedback: NoProps;
  thankyou: { kind?: ThankYouKind };
  credits: NoProps;
  contribute: NoProps;
  promo: NoProps;
  /** R2.1: registering for an event, in the time zone given (the browser's by default). */
  eventRegister: { eventId?: number; eventTitle?: string; timezone?: string };
  /** The dialog that comes back once consent is given. */
  consent: { then?: ModalName };
  /** R1.10: adding a project (members only; `/projects?addnow=true` opens it). */
  addProject: NoProps;
  /** The phone's full-screen search sheet. */
  search: NoProps;
  /** Issue 35: a moderator suspends (or, with `kind: 'silence'`, silences) a member, or lifts it. */
  suspend: { uid: number; name: string; review?: ReviewTarget; kind?: Restriction };
  /** Issue 35: a member reports a member, an event, a project or (issue 36) a chat message; without a subject, the one the page names (`#report`). */
  report: { subject?: ReportSubject };
}

/** A request to show one dialog with its own props. */
export type ModalRequest = { [N in ModalName]: { name: N; props?: ModalPropsByName[N] } }[ModalName];

type ModalsState = ModalRequest | { name: null; props: NoProps };

const closed = (): ModalsState => ({ name: null, props: {} });

const modalsSlice = createSlice({
  name: 'modals',
  initialState: closed,
  reducers: {
    showModal: (_state, action: PayloadAction<ModalRequest>): ModalsState => action.payload,
    hideModal(state, action: PayloadAction<ModalName | undefined>): ModalsState {
      // Hiding a named dialog leaves another one that replaced it open.
      if (action.payload && state.name !== action.payload) return state;
      return closed();
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, closed);
  },
});

export const { showModal, hideModal } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;
