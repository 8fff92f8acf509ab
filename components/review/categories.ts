import type { MessageKey } from '@/lib/i18n/catalogues';
import type { FlagCategory, ReviewAction } from '@/lib/review/types';

/** Each report category's words in the queue. */
export const CATEGORY_TEXTS = {
  spam: 'review.category.spam',
  rude: 'review.category.rude',
  'off-topic': 'review.category.off-topic',
  other: 'review.category.other',
} as const satisfies Record<FlagCategory, MessageKey<'admin'>>;

/** Each action's button words and its key (one key per action; J and K move). */
export const ACTION_KEYS = {
  dismiss: { label: 'review.action.dismiss', key: 'd' },
  hide: { label: 'review.action.hide', key: 'h' },
  delete: { label: 'review.action.delete', key: 'x' },
  lock: { label: 'review.action.lock', key: 'l' },
  warn: { label: 'review.action.warn', key: 'w' },
  silence: { label: 'review.action.silence', key: 'm' },
  suspend: { label: 'review.action.suspend', key: 's' },
  approve: { label: 'review.action.approve', key: 'a' },
  reject: { label: 'review.action.reject', key: 'r' },
  'silence-room': { label: 'review.action.silenceRoom', key: 'c' },
} as const satisfies Record<ReviewAction, { label: MessageKey<'admin'>; key: string }>;

/** The action a key stands for. */
export function actionOfKey(key: string): ReviewAction | null {
  const found = Object.entries(ACTION_KEYS).find(([, entry]) => entry.key === key.toLowerCase());
  return found ? (found[0] as ReviewAction) : null;
}
