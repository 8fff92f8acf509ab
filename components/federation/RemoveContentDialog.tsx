import { useId } from 'react';
import { Dialog } from '@/components/dialogs';
import { Button, FormError, useSubmit } from '@/components/ui';
import type { RemovedInstanceContent } from '@/lib/federation/types';
import { useT } from '@/lib/i18n/useT';
import { removeInstanceContent } from '@/services/federation';
import styles from './Instances.module.css';

interface RemoveContentDialogProps {
  host: string;
  /** Opened right after the host was denied: the dialog offers the removal as the next step. */
  justDenied: boolean;
  onDone: (removed: RemovedInstanceContent) => void;
  onClose: () => void;
}

/**
 * Asks before every topic and reply of an instance's accounts is deleted (as a moderator deletes:
 * moderators still read and can restore them). The app's dialog: focus inside, Tab kept there,
 * Escape and Cancel close it and focus goes back where it was.
 */
export function RemoveContentDialog({ host, justDenied, onDone, onClose }: RemoveContentDialogProps) {
  const t = useT('admin');
  const describedBy = useId();
  const { busy, error, run } = useSubmit({ stayBusyOnSuccess: true });
  const confirm = () =>
    void run(async () => {
      onDone(await removeInstanceContent(host));
      onClose();
    });
  return (
    <Dialog title={t('instances.confirmTitle', { host })} onClose={onClose} describedBy={describedBy}>
      <p id={describedBy}>{t(justDenied ? 'instances.confirmAfterDeny' : 'instances.confirmBody', { host })}</p>
      <FormError message={error} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t(justDenied ? 'instances.keepContent' : 'instances.cancel')}
        </Button>
        <Button variant="danger" busy={busy} onClick={confirm}>
          {t('instances.confirmRemove')}
        </Button>
      </div>
    </Dialog>
  );
}
