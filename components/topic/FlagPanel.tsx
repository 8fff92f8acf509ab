import { useState } from 'react';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { FLAG_CATEGORIES, type FlagCategory } from '@/lib/review/types';
import { flagPost } from '@/store/topic/thunks';
import type { PostNoun } from './labels';
import { PanelForm } from './PostPanels';
import styles from './Topic.module.css';

/** Each category's words. */
const CATEGORY_TEXTS = {
  spam: 'flag.category.spam',
  rude: 'flag.category.rude',
  'off-topic': 'flag.category.off-topic',
  other: 'flag.category.other',
} as const satisfies Record<FlagCategory, MessageKey<'topic'>>;

/**
 * Reporting a post to the moderators, under its action bar (R3.7, issue 35): why in a word (spam,
 * rude, off topic, something else), which the review queue filters by, and in the member's words;
 * "something else" needs the words, the others do not.
 */
export function FlagPanel({ id, pid, noun, onClose }: { id: string; pid: number; noun: PostNoun; onClose: (sent: boolean) => void }) {
  const t = useT('topic');
  const [category, setCategory] = useState<FlagCategory>('spam');
  const options = (
    <fieldset className={styles.lockChoice}>
      <legend>{t('flag.category.legend')}</legend>
      {FLAG_CATEGORIES.map((value) => (
        <label key={value}>
          <input type="radio" name="category" value={value} checked={category === value} onChange={() => setCategory(value)} />
          {t(CATEGORY_TEXTS[value])}
        </label>
      ))}
    </fieldset>
  );
  return (
    <PanelForm
      id={id}
      before={options}
      label={category === 'other' ? t('flag.label', { noun }) : t('flag.more')}
      rows={3}
      maxLength={TOPIC_LIMITS.flagReasonMax}
      submitLabel={t('flag.send')}
      check={(text) => (text || category !== 'other' ? null : t('flag.empty'))}
      send={(text) => flagPost({ pid, reason: text, category })}
      onClose={onClose}
    />
  );
}
