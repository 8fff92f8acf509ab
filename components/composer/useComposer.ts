import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useForm } from '@/components/ui';
import { toDayjs } from '@/lib/dates';
import type { PostType } from '@/lib/discussions/types';
import { useSay, useT } from '@/lib/i18n/useT';
import { composerOpened, selectComposer } from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { composeHeading, fieldForErrorKey, initialValues, type ComposeCategory, type ComposerField, type ComposerValues, type EditablePost } from './model';
import { useComposerFocus } from './useComposerFocus';
import { useComposerSubmit } from './useComposerSubmit';

interface ComposerOptions {
  categories: ComposeCategory[];
  initialType: PostType;
  /** The main post being edited or the draft being resumed; null for a new topic. */
  editing: EditablePost | null;
}

/**
 * The composer's state and rules (R7.2): values and field errors (useForm), the typed but not yet
 * added tag, the editor tab, focus of the first invalid field, and publish / save draft. Checks run
 * before sending: the composer's own (TOPIC_LIMITS with the catalogue's texts, R5.11), then the
 * server's request schema (`lib/discussions/schemas.ts`), so its message shows next to the field;
 * the server's refusal shows inline too (R8.2). Publish goes to the topic; Save draft keeps the
 * post id so the next save (or publishing) edits the same draft. The busy state is the composer
 * slice's `submitting` (the thunks set it). Focus: `useComposerFocus`; publish and save:
 * `useComposerSubmit`.
 */
export function useComposer({ categories, initialType, editing }: ComposerOptions) {
  const t = useT('composer');
  const say = useSay();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const slice = useAppSelector(selectComposer);
  const form = useForm<ComposerValues>({ initial: () => initialValues({ editing, initialType, categories }) });
  const { values, errors, setErrors, setField } = form;
  const [tagText, setTagText] = useState('');
  const { tab, setTab, formRef, textareaRef, focusField } = useComposerFocus();

  useEffect(() => {
    dispatch(composerOpened(editing ? { pid: editing.pid, tid: editing.tid, draft: editing.draft } : null));
  }, [dispatch, editing]);

  function set<K extends ComposerField>(field: K, value: ComposerValues[K]) {
    setField(field)(value);
  }

  function showError(field: ComposerField, message: string | null | undefined) {
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  }

  const submit = useComposerSubmit({ form, slice, editing, tagText, setTagText, focusField, showError });
  const keptPost = slice.pid !== null;
  const editingPublished = Boolean(editing && !editing.draft);
  const refusedField = slice.error ? fieldForErrorKey(slice.errorKey, values.postType) : null;
  const formAlert = form.error ?? (slice.error && !refusedField ? say(slice.error) : null);

  function cancel() {
    void router.push(editing && !editing.draft ? editing.url : '/discussions');
  }

  const savedAt = slice.savedAt ? toDayjs(slice.savedAt)?.format('HH:mm') : null;

  const composer = {
    values,
    errors,
    set,
    showError,
    tagText,
    setTagText,
    tab,
    setTab,
    submit,
    cancel,
    /** A category id for uploads, when a category is chosen. */
    cid: values.cid ? Number(values.cid) : undefined,
    submitting: slice.submitting,
    editingPublished,
    formAlert,
    /** "Draft saved at 14:05." once a draft of this post was saved. */
    savedNote: slice.draft && keptPost && savedAt ? t('draft.saved', { time: savedAt }) : '',
    heading: t(composeHeading(editing)),
  };
  // The refs apart from the state: sections read the state during render, never a ref.
  return { composer, formRef, textareaRef };
}

/** The composer state the sections render from. */
export type Composer = ReturnType<typeof useComposer>['composer'];
