import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn, selectSessionKnown } from '@/store/selectors';
import { dialogForHash } from './hashRoutes';
import { focusMainContentIfLost } from './mainContent';

/**
 * Opens dialogs from the URL hash (R2.2) once the session is known: on first load, on
 * `hashchange` and after client-side navigations. When the dialog it opened closes, the hash is
 * removed so the same link works again, and focus goes to the main content unless it went back to
 * the element that opened the dialog (a `#feedback` link): a dialog opened with the page has none.
 */
export function HashDialogRouter() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector(selectLoggedIn);
  const ready = useAppSelector(selectSessionKnown);
  const openModal = useAppSelector((s) => s.modals.name);
  const openedFromHash = useRef<string | null>(null);
  const loggedInNow = useRef(loggedIn);

  useEffect(() => {
    loggedInNow.current = loggedIn;
  }, [loggedIn]);

  useEffect(() => {
    if (!ready) return;
    const apply = () => {
      const hash = window.location.hash;
      const request = dialogForHash(hash, loggedInNow.current);
      if (!request) return;
      openedFromHash.current = hash;
      dispatch(showModal(request));
    };
    apply();
    window.addEventListener('hashchange', apply);
    router.events.on('hashChangeComplete', apply);
    return () => {
      window.removeEventListener('hashchange', apply);
      router.events.off('hashChangeComplete', apply);
    };
  }, [ready, dispatch, router.events]);

  useEffect(() => {
    if (openModal !== null || openedFromHash.current === null) return;
    if (window.location.hash === openedFromHash.current) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    openedFromHash.current = null;
    focusMainContentIfLost();
  }, [openModal]);

  return null;
}
