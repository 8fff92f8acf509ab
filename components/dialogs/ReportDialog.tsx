import { Field, FormError, TextField, useForm } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { FLAG_CATEGORIES, type FlagCategory } from '@/lib/review/types';
import { subjectOnPage, type ReportSubject } from '@/lib/review/subject';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { reportToModerators } from '@/store/moderation/reports';
import { Dialog } from './Dialog';
import { DialogActions } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/** Each category's words (the topic page's flag form has its own, in its namespace). */
const CATEGORY_TEXTS = {
  spam: 'report.category.spam',
  rude: 'report.category.rude',
  'off-topic': 'report.category.off-topic',
  other: 'report.category.other',
} as const satisfies Record<FlagCategory, MessageKey<'dialogs'>>;

interface ReportValues {
  category: FlagCategory;
  reason: string;
}

/**
 * Reporting a member, an event, a project or a chat message (issue 36, from the message's actions)
 * to the moderators (issue 35; a post is reported from its action bar): why in a word, which the review queue filters by, and in the member's words;
 * "something else" needs the words. The subject is the props', else the one the page's `#report`
 * link names; a page without one closes the dialog. A refusal (already reported, gone) shows in the form.
 */
export function ReportDialog({ props, onClose }: DialogComponentProps<'report'>) {
  const [subject] = useState(() => props.subject ?? subjectOnPage(document));
  useEffect(() => {
    if (!subject) onClose();
  }, [subject, onClose]);
  return subject ? <ReportForm subject={subject} onClose={onClose} /> : null;
}

function ReportForm({ subject: { type, id, name }, onClose }: { subject: ReportSubject; onClose: () => void }) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  const form = useForm<ReportValues>({
    initial: { category: 'spam', reason: '' },
    validate: (v) => ({ reason: v.category === 'other' && !v.reason.trim() ? t('report.empty') : undefined }),
  });
  const { values, setField, errors, error, busy } = form;
  const onSubmit = form.handleSubmit(async (v) => {
    await dispatch(reportToModerators({ type, id, category: v.category, reason: v.reason.trim() })).unwrap();
    onClose();
  });
  return (
    <Dialog title={t('report.title', { type, name })} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{t('report.lead')}</p>
        <Field label={t('report.category')}>
          {(control) => (
            <select {...control} name="category" value={values.category} onChange={(e) => setField('category')(e.target.value as FlagCategory)}>
              {FLAG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(CATEGORY_TEXTS[category])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={values.category === 'other' ? t('report.reason') : t('report.more')}
          name="reason"
          multiline
          rows={3}
          value={values.reason}
          onChange={setField('reason')}
          error={errors.reason}
          maxLength={TOPIC_LIMITS.flagReasonMax}
        />
        <FormError message={error} />
        <DialogActions busy={busy} submitLabel={t('report.send')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
