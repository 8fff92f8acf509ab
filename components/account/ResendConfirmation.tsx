import { useState } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { ConfirmationMail } from '@/lib/users/types';
import { resendConfirmationMail } from '@/services/users';

/**
 * "Resend the confirmation mail" (issue 35) for a member whose address is not confirmed yet: the
 * answer is announced in a live region (a new mail on its way, or the address is confirmed
 * already); a refusal (asked too soon, `confirm-email-already-sent`) shows the catalogue's text.
 */
export function ResendConfirmation() {
  const t = useT('account');
  const [answer, setAnswer] = useState<ConfirmationMail | null>(null);
  const { busy, error, run } = useSubmit();
  const resend = () => {
    setAnswer(null);
    void run(async () => setAnswer(await resendConfirmationMail()));
  };
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={resend}>
        {t('cannotPost.resend')}
      </Button>
      <p role="status">{answer ? t(answer.confirmed ? 'cannotPost.alreadyConfirmed' : 'cannotPost.resent') : null}</p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </>
  );
}
