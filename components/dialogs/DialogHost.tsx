import { useCallback, useEffect, type ComponentType } from 'react';
import { useHydrated } from '@/lib/react/useHydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { hideModal, showModal, type ModalName } from '@/store/modals/slice';
import { selectModal } from '@/store/selectors';
import { ConsentDialog } from './ConsentDialog';
import { ContributeDialog } from './ContributeDialog';
import { CreditsDialog } from './CreditsDialog';
import { EarlyAccessDialog } from './EarlyAccessDialog';
import { EventRegisterModal } from './EventRegisterDialog';
import { FeedbackDialog } from './FeedbackDialog';
import { InviteDialog } from './InviteDialog';
import { LoginDialog } from './LoginDialog';
import { PromoDialog } from './PromoDialog';
import { TalkToUsDialog } from './TalkToUsDialog';
import { ThankYouDialog } from './ThankYouDialog';
import type { DialogComponentProps } from './types';

/** Every global dialog by its modal name (R2.1). */
export const DIALOGS: Record<ModalName, ComponentType<DialogComponentProps>> = {
  login: LoginDialog,
  invite: InviteDialog,
  talktous: TalkToUsDialog,
  earlyaccess: EarlyAccessDialog,
  feedback: FeedbackDialog,
  thankyou: ThankYouDialog,
  credits: CreditsDialog,
  contribute: ContributeDialog,
  promo: PromoDialog,
  eventRegister: EventRegisterModal,
  consent: ConsentDialog,
};

/** Dialogs about the member's own account: a visitor is asked to sign in first, then sees it. */
export const MEMBER_ONLY_DIALOGS: ReadonlySet<ModalName> = new Set<ModalName>(['invite', 'credits']);

/**
 * Renders the one open dialog of `state.modals` (mounted once in _app). Closing dispatches
 * hideModal; showModal with another name replaces the dialog. Member-only dialogs opened by a
 * visitor become the login dialog, which opens them after signing in.
 */
export function DialogHost() {
  const dispatch = useAppDispatch();
  const isClient = useHydrated();
  const { name, props } = useAppSelector(selectModal);
  const loggedIn = useAppSelector((state) => state.login.loggedIn);
  const sessionKnown = useAppSelector((state) => !state.login.loading);
  const needsLogin = name !== null && MEMBER_ONLY_DIALOGS.has(name) && !loggedIn;

  useEffect(() => {
    if (name && needsLogin && sessionKnown) dispatch(showModal({ name: 'login', props: { from: name, then: name } }));
  }, [dispatch, name, needsLogin, sessionKnown]);

  const close = useCallback(() => {
    if (name) dispatch(hideModal(name));
  }, [dispatch, name]);

  if (!isClient || !name || needsLogin) return null;
  const Component = DIALOGS[name];
  return <Component key={name} props={props} onClose={close} />;
}
