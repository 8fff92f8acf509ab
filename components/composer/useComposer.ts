import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from '@/components/ui';
import { toDayjs } from '@/lib/dates';
import { editBody, topicBody } from '@/lib/discussions/schemas';
import type { PostType } from '@/lib/discussions/types';
import { errorText } from '@/lib/errors/catalogue';
import { checkForm } from '@/lib/errors/validation';
import { composerOpened, publishTopic, saveDraft, selectComposer, type SubmitKind } from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { EditorTab } from './ContentEditor';
import {
  FIELD_ORDER,
  buildTopicInput,
  fieldForErrorKey,
  firstInvalid,
  initialValues,
  normalizeTag,
  tagError,
  validateComposer,
  type ComposeCategory,
  type ComposerField,
  type ComposerValues,
  type EditablePost,
} from './model';

interface ComposerOptions {
  categories: ComposeCategory[];
  initialType: PostType;
  /** The main post being edited or the draft being resumed; null for a new topic. */
  editing: EditablePost | null;
}

/** The composer field a request-schema path ('title', 'metaData.url', 'projects.0') is about. */
function fieldOfPath(path: string, postType: PostType): ComposerField | null {
  const [head] = path.split('.');
  if (head === 'metaData') return postType === 'podcast' ? 'audioUrl' : postType === 'link' ? 'linkUrl' : null;
  if (head === 'projects') return 'projectId';
  return FIELD_ORDER.find((field) => field === head) ?? null;
}

/**
 * The composer's state and rules (R7.2): values and field errors (useForm), the typed but not yet
 * added tag, the editor tab, focus of the first invalid field, and publish / save draft. Checks run
 * before sending: the composer's own (TOPIC_LIMITS with the catalogue's texts, R5.11), then the
 * server's request schema (`lib/discussions/schemas.ts`), so its message shows next to the field;
 * the server's refusal shows inline too (R8.2). Publish goes to the topic; Save draft keeps the
 * post id so the next save (or publishing) edits the same draft. The busy state is the composer
 * slice's `submitting` (the thunks set it).
 */
export function useComposer({ categories, initialType, editing }: ComposerOptions) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const slice = useAppSelector(selectComposer);
  const form = useForm<ComposerValues>({ initial: () => initialValues({ editing, initialType, categories }) });
  const { values, setValues, errors, setErrors, setField } = form;
  const [tagText, setTagText] = useState('');
  const [tab, setTab] = useState<EditorTab>('write');
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingFocus = useRef<ComposerField | null>(null);

  useEffect(() => {
    dispatch(composerOpened(editing ? { pid: editing.pid, tid: editing.tid, draft: editing.draft } : null));
  }, [dispatch, editing]);

  const focusNow = useCallback((field: ComposerField) => {
    const element = formRef.current;
    if (!element) return;
    const target =
      field === 'content'
        ? textareaRef.current
        : (element.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? element.querySelector<HTMLElement>(`[name="${field}"]`));
    target?.focus();
  }, []);

  // The content field is on the Write tab: switch first, then focus.
  useEffect(() => {
    if (tab !== 'write' || !pendingFocus.current) return;
    focusNow(pendingFocus.current);
    pendingFocus.current = null;
  }, [tab, focusNow]);

  function focusField(field: ComposerField) {
    if (field === 'content' && tab !== 'write') {
      pendingFocus.current = field;
      setTab('write');
    } else {
      focusNow(field);
    }
  }

  function set<K extends ComposerField>(field: K, value: ComposerValues[K]) {
    setField(field)(value);
  }

  function showError(field: ComposerField, message: string | null | undefined) {
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  }

  const keptPost = slice.pid !== null;
  const editingPublished = Boolean(editing && !editing.draft);
  const refusedField = slice.error ? fieldForErrorKey(slice.errorKey, values.postType) : null;
  const formAlert = form.error ?? (slice.error && !refusedField ? slice.error : null);

  function refused(key: string | null | undefined, message: string | undefined) {
    const field = fieldForErrorKey(key, values.postType);
    if (field && message) {
      showError(field, message);
      focusField(field);
    }
  }

  async function submit(kind: SubmitKind) {
    if (slice.submitting) return;
    form.setError(null);

    // A tag typed but not yet added counts.
    let tags = values.tags;
    const pending = normalizeTag(tagText);
    if (pending) {
      const problem = tagError(pending, tags);
      if (problem) {
        showError('tags', problem);
        focusField('tags');
        return;
      }
      if (!tags.includes(pending)) tags = [...tags, pending];
      setTagText('');
    }
    const next = { ...values, tags };
    setValues(next);

    const found = validateComposer(next);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      focusField(first);
      return;
    }
    if (slice.upload.status === 'uploading') {
      form.setError(errorText('still-uploading'));
      return;
    }

    const input = buildTopicInput(next, { draft: kind === 'draft', editing: keptPost, previous: editing });
    // The server's schema for this request: its message, next to the field it is about.
    const schemaRefusal = checkForm(keptPost ? editBody : topicBody, input);
    if (schemaRefusal) {
      const field = fieldOfPath(schemaRefusal.field, next.postType);
      if (field) {
        showError(field, schemaRefusal.message);
        focusField(field);
      } else {
        form.setError(schemaRefusal.message);
      }
      return;
    }

    if (kind === 'publish') {
      const result = await dispatch(publishTopic(input));
      if (publishTopic.fulfilled.match(result)) {
        await router.push(result.payload.url);
        return;
      }
      refused(result.payload?.key, result.payload?.message);
    } else {
      const result = await dispatch(saveDraft(input));
      if (saveDraft.fulfilled.match(result)) {
        // The address names the draft, so reloading the page resumes it.
        if (router.query.pid !== String(result.payload.pid)) {
          void router.replace({ pathname: '/compose', query: { pid: result.payload.pid } }, undefined, { shallow: true });
        }
        return;
      }
      refused(result.payload?.key, result.payload?.message);
    }
  }

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
    savedNote: slice.draft && keptPost && savedAt ? `Draft saved at ${savedAt}.` : '',
    heading: editing ? (editing.draft ? 'Edit draft' : 'Edit post') : 'New post',
  };
  // The refs apart from the state: sections read the state during render, never a ref.
  return { composer, formRef, textareaRef };
}

/** The composer state the sections render from. */
export type Composer = ReturnType<typeof useComposer>['composer'];
