import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '@/lib/react/useHydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { hideModal, showModal, type ModalName, type ModalPropsByName } from '@/store/modals/slice';
import { selectLoggedIn, selectModal, selectSessionKnown } from '@/store/selectors';
import { loadDialog, loadedDialog } from './lazyDialogs';
import type { DialogComponentProps } from './types';

/** Dialogs about the member's own account: a visitor is asked to sign in first, then sees it. */
const MEMBER_ONLY_DIALOGS: ReadonlySet<ModalName> = new Set<ModalName>(['invite', 'credits', 'addProject', 'report']);

/**
 * Renders the one open dialog of `state.modals` (mounted once in _app). Closing dispatches
 * hideModal; showModal with another name replaces the dialog. Member-only dialogs opened by a
 * visitor become the login dialog, which opens them after signing in. A dialog's code is loaded
 * when it is first opened (lazyDialogs.ts); until it arrives nothing is shown and focus stays where
 * it was, so the dialog takes focus (and makes the page inert) as it would have at once.
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

  // Re-renders once a dialog's chunk has arrived.
  const [, setArrived] = useState(0);
  const wanted = isClient && name !== null && !needsLogin ? name : null;
  useEffect(() => {
    if (!wanted || loadedDialog(wanted)) return;
    let current = true;
    loadDialog(wanted).then(
      () => current && setArrived((n) => n + 1),
      (err: unknown) => console.warn('[dialogs] could not load', wanted, err),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  if (!isClient || modal.name === null || needsLogin) return null;
  return renderDialog(modal, close);
}

/** A dialog opened without props gets none; one that needs them (whom to suspend) is not shown. */
const NO_PROPS: { [N in ModalName]: ModalPropsByName[N] | undefined } = {
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
  addProject: {},
  search: {},
  suspend: undefined,
  report: {},
};

function renderDialog<N extends ModalName>(modal: { name: N; props?: ModalPropsByName[N] }, onClose: () => void) {
  const Component: ComponentType<DialogComponentProps<N>> | undefined = loadedDialog(modal.name);
  const props = modal.props ?? NO_PROPS[modal.name];
  if (!Component || !props) return null;
  return <Component key={modal.name} props={props} onClose={onClose} />;
}
