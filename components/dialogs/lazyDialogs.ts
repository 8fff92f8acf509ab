import type { ComponentType } from 'react';
import { joinPageLanguage } from '@/lib/i18n/load';
import type { ModalName } from '@/store/modals/slice';
import type { DialogComponentProps } from './types';

/**
 * Every global dialog by its modal name (R2.1), each in its own chunk: a page loads a dialog's code
 * (and the form validation it brings) only when that dialog is first opened, and the `dialogs`
 * messages with the first one. Once loaded, a dialog renders at once on every later opening.
 */

type DialogComponent<N extends ModalName> = ComponentType<DialogComponentProps<N>>;
type Loaders = { [N in ModalName]: () => Promise<DialogComponent<N>> };

const LOADERS: Loaders = {
  login: () => import('./LoginDialog').then((m) => m.LoginDialog),
  invite: () => import('./InviteDialog').then((m) => m.InviteDialog),
  talktous: () => import('./TalkToUsDialog').then((m) => m.TalkToUsDialog),
  earlyaccess: () => import('./EarlyAccessDialog').then((m) => m.EarlyAccessDialog),
  feedback: () => import('./FeedbackDialog').then((m) => m.FeedbackDialog),
  thankyou: () => import('./ThankYouDialog').then((m) => m.ThankYouDialog),
  credits: () => import('./CreditsDialog').then((m) => m.CreditsDialog),
  contribute: () => import('./ContributeDialog').then((m) => m.ContributeDialog),
  promo: () => import('./PromoDialog').then((m) => m.PromoDialog),
  eventRegister: () => import('./EventRegisterDialog').then((m) => m.EventRegisterModal),
  consent: () => import('./ConsentDialog').then((m) => m.ConsentDialog),
  addProject: () => import('./AddProjectDialog').then((m) => m.AddProjectDialog),
  search: () => import('./SearchDialog').then((m) => m.SearchDialog),
  suspend: () => import('./SuspendDialog').then((m) => m.SuspendDialog),
  report: () => import('./ReportDialog').then((m) => m.ReportDialog),
};

const loaded: { [N in ModalName]?: DialogComponent<N> } = {};
const pending: { [N in ModalName]?: Promise<DialogComponent<N>> } = {};

/** The dialog's component when its chunk has arrived, else undefined. */
export function loadedDialog<N extends ModalName>(name: N): DialogComponent<N> | undefined {
  return loaded[name];
}

/** Loads a dialog's chunk once (later calls share the request); resolves with its component. */
export function loadDialog<N extends ModalName>(name: N): Promise<DialogComponent<N>> {
  const known = pending[name] as Promise<DialogComponent<N>> | undefined;
  if (known) return known;
  const loader = LOADERS[name] as () => Promise<DialogComponent<N>>;
  // The dialogs' messages come with the first dialog (no page carries them, lib/i18n/load.ts).
  const promise = Promise.all([loader(), joinPageLanguage('dialogs')]).then(
    ([component]) => {
      (loaded as Record<N, DialogComponent<N>>)[name] = component;
      return component;
    },
    (err: unknown) => {
      // A failed chunk request (offline, a new deployment) may be tried again on the next opening.
      delete pending[name];
      throw err;
    },
  );
  (pending as Record<N, Promise<DialogComponent<N>>>)[name] = promise;
  return promise;
}

/** Every dialog's name, for preloading (tests, and the idle preload of the likely ones). */
export const DIALOG_NAMES = Object.keys(LOADERS) as ModalName[];
