import { useState } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
import { loadNotificationPreferences, setTopicMuted } from '@/store/notifications/preferences';

/**
 * Mutes a topic for the member (R3.10): nothing about it notifies them any more (muting also
 * unfollows it). The topic's data does not say whether it is muted, so the first press reads the
 * member's muted topics: already muted, it only says so; otherwise it mutes. Then it is a toggle.
 */
export default function MuteTopicButton({ tid, className }: { tid: number; className?: string }) {
  const t = useT('notifications');
  const dispatch = useAppDispatch();
  const [muted, setMuted] = useState<boolean | null>(null);
  const saving = useSubmit();
  const [status, setStatus] = useState('');

  function press() {
    // A failure: the toast says what went wrong.
    return saving.run(async () => {
      let current = muted;
      if (current === null) {
        const { preferences } = await dispatch(loadNotificationPreferences()).unwrap();
        current = preferences.mutedTopics.includes(tid);
      }
      if (muted === null && current) {
        setMuted(true);
        setStatus(t('mute.already'));
        return;
      }
      await dispatch(setTopicMuted({ tid, muted: !current })).unwrap();
      setMuted(!current);
      setStatus(current ? t('mute.unmuted') : t('mute.muted'));
    });
  }

  return (
    <>
      <Button variant="secondary" className={className} aria-pressed={muted === true} disabled={saving.busy} onClick={() => void press()}>
        {muted ? t('mute.on') : t('mute.button')}
      </Button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </>
  );
}
