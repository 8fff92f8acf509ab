import { useState } from 'react';
import { Field } from '@/components/ui';
import { formatDuration } from '@/lib/duration';
import { useT } from '@/lib/i18n/useT';
import { MODERATION_LIMITS, SLOW_MODE_INTERVALS, type SlowModeInterval } from '@/lib/moderation/types';
import { calmTopic } from '@/store/moderation/thunks';
import { PanelForm } from './PostPanels';
import styles from './Topic.module.css';

interface LockPanelProps {
  id: string;
  tid: number;
  onClose: (sent: boolean) => void;
}

type Choice = 'lock' | 'slow';

/**
 * What a moderator does to a heated topic, under its action bar (issue 35): lock it (no new
 * replies but moderators'), or slow it down (one reply per member every interval), with a reason
 * its author reads in their moderation log. The reason's box has the focus; the choice is before it.
 */
export function LockPanel({ id, tid, onClose }: LockPanelProps) {
  const t = useT('topic');
  const common = useT('common');
  const [choice, setChoice] = useState<Choice>('lock');
  const [seconds, setSeconds] = useState<SlowModeInterval>(300);
  const options = (
    <fieldset className={styles.lockChoice}>
      <legend>{t('lock.choice')}</legend>
      {(['lock', 'slow'] as const).map((value) => (
        <label key={value}>
          <input type="radio" name="choice" value={value} checked={choice === value} onChange={() => setChoice(value)} />
          {value === 'lock' ? t('lock.choiceLock') : t('lock.choiceSlow')}
        </label>
      ))}
      {choice === 'slow' && (
        <Field label={t('slow.interval')}>
          {(control) => (
            <select {...control} name="seconds" value={seconds} onChange={(e) => setSeconds(Number(e.target.value) as SlowModeInterval)}>
              {SLOW_MODE_INTERVALS.map((value) => (
                <option key={value} value={value}>
                  {formatDuration(value / 60, common)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </fieldset>
  );
  return (
    <PanelForm
      id={id}
      before={options}
      label={choice === 'lock' ? t('lock.label') : t('slow.reason')}
      rows={2}
      maxLength={MODERATION_LIMITS.reasonMax}
      submitLabel={choice === 'lock' ? t('lock.send') : t('slow.send')}
      check={() => null}
      send={(text) => calmTopic({ tid, choice, seconds, reason: text })}
      onClose={onClose}
    />
  );
}
