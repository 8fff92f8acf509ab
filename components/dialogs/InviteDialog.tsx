import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/services/http';
import { fetchInviteLink, INVITE_VALID_DAYS } from '@/services/invites';
import { Button, FormError, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * The member's invite link (R6.2), made and signed by the server when the dialog opens
 * (`GET /api/invites/link`), with a Copy button. Where the clipboard is not available the link is
 * selected for the member to copy themselves.
 */
export function InviteDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  // The link, once made (null: being made, or it failed: `making.error`).
  const [made, setMade] = useState<string | null>(null);
  const making = useSubmit();
  const [copy, setCopy] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const link = made ?? '';
  const loading = made === null && making.error === null;
  const { run } = making;

  useEffect(() => {
    void run(async () => {
      const answer = await fetchInviteLink().catch((err: unknown) => {
        throw err instanceof ApiError ? err : new Error(t('invite.failed'));
      });
      setMade(answer.url);
    });
  }, [run, t]);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  function selectLink() {
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  async function copyLink() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      selectLink();
      setCopy('selected');
    }
  }

  return (
    <Dialog title={t('invite.title')} onClose={onClose} describedBy={`${id}-validity`}>
      <div className={styles.form}>
        <p className={styles.lead}>{t('invite.lead')}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-link`} className={styles.label}>
            {t('invite.link')}
          </label>
          <div className={styles.linkRow}>
            <input
              ref={inputRef}
              id={`${id}-link`}
              type="text"
              readOnly
              value={link}
              placeholder={loading ? t('invite.making') : ''}
              aria-busy={loading}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={copyLink} disabled={made === null}>
              {t(copy === 'copied' ? 'invite.copied' : 'invite.copy')}
            </Button>
          </div>
        </div>
        {making.error !== null && <FormError message={making.error} />}
        <p role="status" className={`${styles.status} ${copy === 'copied' ? 'success' : ''}`}>
          {copy === 'copied' && t('invite.copiedStatus')}
          {copy === 'selected' && t('invite.selected')}
        </p>
        <p id={`${id}-validity`} className="muted">
          {t('invite.validity', { count: INVITE_VALID_DAYS })}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
