import { useState } from 'react';
import { Field } from '@/components/ui';
import { formatDuration } from '@/lib/duration';
import { useT } from '@/lib/i18n/useT';
import { MODERATION_LIMITS, SLOW_MODE_INTERVALS, type SlowModeInterval } from '@/lib/moderation/types';
import { setTopicSlowMode } from '@/store/moderation/thunks';
import { PanelForm } from './PostPanels';

interface SlowModePanelProps {
  id: string;
  tid: number;
  onClose: (sent: boolean) => void;
}

/**
 * A moderator turns slow mode on under the topic's action bar (issue 35): how long a member waits
 * between their replies here, and why (the topic's author reads it in their moderation log).
 */
export function SlowModePanel({ id, tid, onClose }: SlowModePanelProps) {
  const t = useT('topic');
  const common = useT('common');
  const [seconds, setSeconds] = useState<SlowModeInterval>(300);
  const interval = (
    <Field label={t('slow.interval')}>
      {(control) => (
        <select {...control} name="seconds" value={seconds} onChange={(e) => setSeconds(Number(e.target.value) as SlowModeInterval)} autoFocus>
          {SLOW_MODE_INTERVALS.map((value) => (
            <option key={value} value={value}>
              {formatDuration(value / 60, common)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <PanelForm
      id={id}
      before={interval}
      label={t('slow.reason')}
      rows={2}
      maxLength={MODERATION_LIMITS.reasonMax}
      submitLabel={t('slow.send')}
      check={() => null}
      send={(text) => setTopicSlowMode({ tid, seconds, reason: text })}
      onClose={onClose}
    />
  );
}
