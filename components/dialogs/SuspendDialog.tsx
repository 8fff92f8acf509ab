import { useEffect, useState } from 'react';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import { Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { HeldSuspension } from '@/lib/moderation/types';
import { useAppDispatch } from '@/store/hooks';
import { loadRestriction } from '@/store/moderation/restrictions';
import { LiftForm } from './LiftForm';
import { RESTRICTION_TEXTS } from './restrictionTexts';
import { SuspendForm } from './SuspendForm';

/**
 * The suspend dialog (issue 35; moderators, from a member's profile or the review queue): asks the
 * server whether the member is suspended (or, with `kind: 'silence'`, silenced), then offers to
 * lift or change it, or to suspend (silence) them. When the question fails, the form shows (a new
 * one replaces the one they had). From the queue (`review`), it also closes the item's reports.
 */
export function SuspendDialog({ props: { uid, name, review, kind = 'ban' }, onClose }: DialogComponentProps<'suspend'>) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  // undefined while asking; null: not suspended.
  const [current, setCurrent] = useState<HeldSuspension | null | undefined>(undefined);
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    let live = true;
    dispatch(loadRestriction({ kind, uid }))
      .unwrap()
      .then(
        (held) => live && setCurrent(held),
        () => live && setCurrent(null),
      );
    return () => {
      live = false;
    };
  }, [dispatch, kind, uid]);

  return (
    <Dialog title={t(RESTRICTION_TEXTS[kind].title, { name })} onClose={onClose}>
      {current === undefined ? (
        <div role="status" aria-label={t(RESTRICTION_TEXTS[kind].loading)}>
          <Skeleton height="10rem" />
        </div>
      ) : current && !changing ? (
        <LiftForm kind={kind} uid={uid} name={name} current={current} onDone={onClose} onCancel={onClose} onChange={() => setChanging(true)} />
      ) : (
        <SuspendForm kind={kind} uid={uid} name={name} review={review} onDone={onClose} onCancel={onClose} />
      )}
    </Dialog>
  );
}
