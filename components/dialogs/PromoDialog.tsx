import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn } from '@/store/selectors';
import { Button } from '@/components/ui';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

const PROMO_TEXT = 'Members can contribute to open source projects and get paid for it.';

/**
 * The promo (R2.4): members contribute to open source projects and get paid for it. Visitors are
 * invited to sign up (the login dialog with the join flag); members go on to the contribute dialog.
 */
export function PromoDialog({ onClose }: DialogComponentProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);

  const act = () => {
    if (loggedIn) dispatch(showModal({ name: 'contribute' }));
    else dispatch(showModal({ name: 'login', props: { join: true, from: 'promo' } }));
  };

  return (
    <Dialog title="Contribute to open source and get paid" onClose={onClose}>
      <p>{PROMO_TEXT}</p>
      <p className="muted">
        Pick the projects you care about, help with their questions, code and events, and earn for the work you do.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Not now
        </Button>
        <Button onClick={act}>
          {loggedIn ? 'Start contributing' : 'Sign up to contribute'}
        </Button>
      </div>
    </Dialog>
  );
}
