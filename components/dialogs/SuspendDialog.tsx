import { useEffect, useState } from 'react';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import { Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { HeldSuspension } from '@/lib/moderation/types';
import { useAppDispatch } from '@/store/hooks';
import { loadSuspension } from '@/store/moderation/thunks';
import { LiftForm } from './LiftForm';
import { SuspendForm } from './SuspendForm';

/**
 * The suspend dialog (issue 35; moderators, from a member's profile or the review queue): asks the
 * server whether the member is suspended, then offers to lift or change that suspension, or to
 * suspend them. When the question fails, the suspend form shows (a new suspension replaces one they
 * had). From the queue (`review`), suspending also closes the item's reports.
 */
export function SuspendDialog({ props: { uid, name, review }, onClose }: DialogComponentProps<'suspend'>) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  // undefined while asking; null: not suspended.
  const [current, setCurrent] = useState<HeldSuspension | null | undefined>(undefined);
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    let live = true;
    dispatch(loadSuspension(uid))
      .unwrap()
      .then(
        (state) => live && setCurrent(state.suspension),
        () => live && setCurrent(null),
      );
    return () => {
      live = false;
    };
  }, [dispatch, uid]);

  return (
    <Dialog title={t('suspend.title', { name })} onClose={onClose}>
      {current === undefined ? (
        <div role="status" aria-label={t('suspend.loading')}>
          <Skeleton height="10rem" />
        </div>
      ) : current && !changing ? (
        <LiftForm uid={uid} name={name} current={current} onDone={onClose} onCancel={onClose} onChange={() => setChanging(true)} />
      ) : (
        <SuspendForm uid={uid} name={name} review={review} onDone={onClose} onCancel={onClose} />
      )}
    </Dialog>
  );
}
