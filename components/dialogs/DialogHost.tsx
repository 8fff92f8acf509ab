import { useCallback, useEffect, type ComponentType } from 'react';
import { useHydrated } from '@/lib/react/useHydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { hideModal, showModal, type ModalName, type ModalPropsByName } from '@/store/modals/slice';
import { selectLoggedIn, selectModal, selectSessionKnown } from '@/store/selectors';
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

/** Every global dialog by its modal name (R2.1), each taking its own props. */
const DIALOGS: { [N in ModalName]: ComponentType<DialogComponentProps<N>> } = {
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
const MEMBER_ONLY_DIALOGS: ReadonlySet<ModalName> = new Set<ModalName>(['invite', 'credits']);

/**
 * Renders the one open dialog of `state.modals` (mounted once in _app). Closing dispatches
 * hideModal; showModal with another name replaces the dialog. Member-only dialogs opened by a
 * visitor become the login dialog, which opens them after signing in.
 */
export function DialogHost() {
  const dispatch = useAppDispatch();
  const isClient = useHydrated();
  const modal = useAppSelector(selectModal);
  const { name } = modal;
  const loggedIn = useAppSelector(selectLoggedIn);
  const sessionKnown = useAppSelector(selectSessionKnown);
  const needsLogin = name !== null && MEMBER_ONLY_DIALOGS.has(name) && !loggedIn;

  useEffect(() => {
    if (name && needsLogin && sessionKnown) dispatch(showModal({ name: 'login', props: { from: name, then: name } }));
  }, [dispatch, name, needsLogin, sessionKnown]);

  const close = useCallback(() => {
    if (name) dispatch(hideModal(name));
  }, [dispatch, name]);

  if (!isClient || modal.name === null || needsLogin) return null;
  return renderDialog(modal, close);
}

/** A dialog opened without props gets none. */
const NO_PROPS: ModalPropsByName = {
  login: {},
  invite: {},
  talktous: {},
  earlyaccess: {},
  feedback: {},
  thankyou: {},
  credits: {},
  contribute: {},
  promo: {},
  eventRegister: {},
  consent: {},
};

function renderDialog<N extends ModalName>(modal: { name: N; props?: ModalPropsByName[N] }, onClose: () => void) {
  const Component: ComponentType<DialogComponentProps<N>> = DIALOGS[modal.name];
  return <Component key={modal.name} props={modal.props ?? NO_PROPS[modal.name]} onClose={onClose} />;
}
