import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/services/http';
import { fetchInviteLink, INVITE_VALID_DAYS } from '@/services/invites';
import { Button, FormError, useSubmit } from '@/components/ui';
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
        throw err instanceof ApiError ? err : new Error('Your invite link could not be made.');
      });
      setMade(answer.url);
    });
  }, [run]);

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
    <Dialog title="Invite a friend" onClose={onClose} describedBy={`${id}-validity`}>
      <div className={styles.form}>
        <p className={styles.lead}>
          Know someone who would enjoy contributing to open source? Send them your invite link to join the community.
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-link`} className={styles.label}>
            Your invite link
          </label>
          <div className={styles.linkRow}>
            <input
              ref={inputRef}
              id={`${id}-link`}
              type="text"
              readOnly
              value={link}
              placeholder={loading ? 'Making your link…' : ''}
              aria-busy={loading}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={copyLink} disabled={made === null}>
              {copy === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
        {making.error !== null && <FormError message={making.error} />}
        <p role="status" className={`${styles.status} ${copy === 'copied' ? 'success' : ''}`}>
          {copy === 'copied' && 'Copied to the clipboard.'}
          {copy === 'selected' && 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
        </p>
        <p id={`${id}-validity`} className="muted">
          The link is valid for {INVITE_VALID_DAYS} days. When someone joins through it, we will know you invited them.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
