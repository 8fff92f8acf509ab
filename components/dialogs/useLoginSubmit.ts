import { useEffect } from 'react';
import type { FormState } from '@/components/ui/useForm';
import { preloadMemberHeader } from '@/components/shell';
import { errorKey, errorMessage } from '@/components/ui';
import { REGISTER_COMPLETE_PATH } from '@/services/http';
import { clearStoredInvite } from '@/services/invites';
import type { SessionResult } from '@/services/session';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
import { logIn, signUp } from '@/store/login/thunks';
import { showModal } from '@/store/modals/slice';
import { loginInput, signUpInput, type LoginValues, type Mode } from './loginValues';
import type { DialogComponentProps } from './types';

/**
 * The login dialog's submit: signs in or signs up, then goes on: a new account to the consent
 * step, else the dialog `props.then` names, else the dialog closes. An expired or unknown invite
 * is dropped so that sending again joins without it. The member's header (its code loads for
 * members only) loads while the form is filled in, so it shows whole as the dialog closes.
 */
export function useLoginSubmit(form: FormState<LoginValues>, mode: Mode, { props, onClose }: DialogComponentProps<'login'>) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  useEffect(preloadMemberHeader, []);

  function afterSignedIn(result: SessionResult) {
    const then = props.then;
    if (result.next === REGISTER_COMPLETE_PATH) {
      // A new member (or one who has not agreed yet) completes registration first.
      dispatch(showModal({ name: 'consent', props: then ? { then } : {} }));
    } else if (then) {
      dispatch(showModal({ name: then }));
    } else {
      onClose();
    }
  }

  return form.handleSubmit(async (v) => {
    if (mode === 'login') {
      const result = await dispatch(logIn(loginInput(v))).unwrap();
      afterSignedIn(result);
      return;
    }
    try {
      const result = await dispatch(signUp(signUpInput(v))).unwrap();
      clearStoredInvite();
      afterSignedIn(result);
    } catch (err) {
      // An expired or unknown invite must not keep the visitor from joining.
      if (errorKey(err) === 'invite-invalid') {
        clearStoredInvite();
        throw new Error(t('login.inviteDropped', { error: errorMessage(err) }));
      }
      throw err;
    }
  });
}
