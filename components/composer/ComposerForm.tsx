import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toDayjs } from '@/lib/dates';
import { POST_TYPES, POST_TYPE_LABELS, TOPIC_LIMITS, type PostType, type ProjectDetail } from '@/lib/discussions/types';
import { errorText } from '@/lib/errors/catalogue';
import {
  composerOpened,
  publishTopic,
  saveDraft,
  selectComposer,
  type SubmitKind,
} from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ContentEditor, type EditorTab } from './ContentEditor';
import { FieldShell } from './FieldShell';
import {
  POST_TYPE_HELP,
  buildTopicInput,
  fieldForErrorKey,
  firstInvalid,
  initialValues,
  normalizeTag,
  tagError,
  validateComposer,
  type ComposeCategory,
  type ComposerErrors,
  type ComposerField,
  type ComposerValues,
  type EditablePost,
} from './model';
import { PodcastAudio } from './PodcastAudio';
import { TagsInput } from './TagsInput';
import styles from './Composer.module.css';

export interface ComposerFormProps {
  projects: ProjectDetail[];
  categories: ComposeCategory[];
  initialType: PostType;
  /** The main post being edited or the draft being resumed; null for a new topic. */
  editing: EditablePost | null;
}

/**
 * The composer (R7.2): a new topic of any post type, or an edit of a main post. Client checks
 * mirror TOPIC_LIMITS with the catalogue's texts next to the fields (R5.11); the server's refusal
 * shows inline too (R8.2). Publish goes to the topic; Save draft keeps the post id so the next
 * save (or publishing) edits the same draft.
 */
export function ComposerForm({ projects, categories, initialType, editing }: ComposerFormProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const composer = useAppSelector(selectComposer);
  const [values, setValues] = useState<ComposerValues>(() => initialValues({ editing, initialType, categories }));
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [tagText, setTagText] = useState('');
  const [tab, setTab] = useState<EditorTab>('write');
  const [localError, setLocalError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingFocus = useRef<ComposerField | null>(null);
  const typeName = useId();

  useEffect(() => {
    dispatch(composerOpened(editing ? { pid: editing.pid, tid: editing.tid, draft: editing.draft } : null));
  }, [dispatch, editing]);

  const focusNow = useCallback((field: ComposerField) => {
    const form = formRef.current;
    if (!form) return;
    const target =
      field === 'content'
        ? textareaRef.current
        : (form.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? form.querySelector<HTMLElement>(`[name="${field}"]`));
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
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  const cid = values.cid ? Number(values.cid) : undefined;
  const keptPost = composer.pid !== null;
  const editingPublished = Boolean(editing && !editing.draft);
  const refusedField = composer.error ? fieldForErrorKey(composer.errorKey, values.postType) : null;
  const formAlert = localError ?? (composer.error && !refusedField ? composer.error : null);

  async function submit(kind: SubmitKind) {
    if (composer.submitting) return;
    setLocalError(null);

    // A tag typed but not yet added counts.
    let tags = values.tags;
    const pending = normalizeTag(tagText);
    if (pending) {
      const problem = tagError(pending, tags);
      if (problem) {
        setErrors((current) => ({ ...current, tags: problem }));
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
    if (composer.upload.status === 'uploading') {
      setLocalError(errorText('still-uploading'));
      return;
    }

    const input = buildTopicInput(next, { draft: kind === 'draft', editing: keptPost, previous: editing });
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

  function refused(key: string | null | undefined, message: string | undefined) {
    const field = fieldForErrorKey(key, values.postType);
    if (field && message) {
      setErrors((current) => ({ ...current, [field]: message }));
      focusField(field);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit('publish');
  }

  function cancel() {
    void router.push(editing && !editing.draft ? editing.url : '/discussions');
  }

  const savedAt = composer.savedAt ? toDayjs(composer.savedAt)?.format('HH:mm') : null;
  const heading = editing ? (editing.draft ? 'Edit draft' : 'Edit post') : 'New post';
  const publishLabel = editingPublished ? 'Save changes' : 'Publish';
  const summaryLength = values.summary.trim().length;

  return (
    <form ref={formRef} className={`card ${styles.form}`} noValidate onSubmit={onSubmit} aria-labelledby="composer-title">
      <div className={styles.header}>
        <h1 id="composer-title">{heading}</h1>
        <p className="muted">Write in Markdown; the preview shows it exactly as it will appear.</p>
      </div>

      <fieldset className={styles.types} aria-describedby={errors.postType ? `${typeName}-error` : undefined}>
        <legend>Post type</legend>
        <div className={styles.typeGrid}>
          {POST_TYPES.map((type) => (
            <div key={type} className={styles.typeOption}>
              <input
                type="radio"
                id={`${typeName}-${type}`}
                name="postType"
                value={type}
                checked={values.postType === type}
                aria-describedby={`${typeName}-${type}-help`}
                onChange={() => {
                  set('postType', type);
                  setErrors((current) => ({ ...current, audioUrl: undefined, linkUrl: undefined }));
                }}
              />
              <label htmlFor={`${typeName}-${type}`}>{POST_TYPE_LABELS[type]}</label>
              <p id={`${typeName}-${type}-help`} className={styles.typeHelp}>
                {POST_TYPE_HELP[type]}
              </p>
            </div>
          ))}
        </div>
        {errors.postType && (
          <p id={`${typeName}-error`} className={`error ${styles.fieldError}`}>
            {errors.postType}
          </p>
        )}
      </fieldset>

      <FieldShell
        label="Title"
        error={errors.title}
        hint={`${TOPIC_LIMITS.titleMin} to ${TOPIC_LIMITS.titleMax} characters.`}
      >
        {(control) => (
          <input {...control} name="title" type="text" value={values.title} onChange={(e) => set('title', e.target.value)} />
        )}
      </FieldShell>

      {values.postType === 'link' && (
        <FieldShell label="Link address" error={errors.linkUrl} hint="The page this post points to, starting with https://.">
          {(control) => (
            <input
              {...control}
              name="linkUrl"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.linkUrl}
              onChange={(e) => set('linkUrl', e.target.value)}
            />
          )}
        </FieldShell>
      )}

      {values.postType === 'podcast' && (
        <PodcastAudio value={values.audioUrl} onChange={(url) => set('audioUrl', url)} error={errors.audioUrl} cid={cid} />
      )}

      <FieldShell
        label="Content"
        error={errors.content}
        hint={`Markdown, at least ${TOPIC_LIMITS.contentMin} characters.`}
      >
        {(control) => (
          <ContentEditor
            control={control}
            value={values.content}
            onChange={(content) => set('content', content)}
            tab={tab}
            onTab={setTab}
            cid={cid}
            textareaRef={textareaRef}
          />
        )}
      </FieldShell>

      <FieldShell
        label="Summary"
        optional
        error={errors.summary}
        hint={
          <>
            Shown in lists instead of the start of the post.{' '}
            <span className={styles.counter}>
              {summaryLength}/{TOPIC_LIMITS.summaryMax}
            </span>
          </>
        }
      >
        {(control) => (
          <textarea {...control} name="summary" rows={2} value={values.summary} onChange={(e) => set('summary', e.target.value)} />
        )}
      </FieldShell>

      <FieldShell
        label="Tags"
        optional
        error={errors.tags}
        hint={`Press Enter or a comma to add a tag; up to ${TOPIC_LIMITS.tagsMax} tags of ${TOPIC_LIMITS.tagMin} to ${TOPIC_LIMITS.tagMax} characters.`}
      >
        {(control) => (
          <TagsInput
            control={control}
            tags={values.tags}
            onTags={(tags) => set('tags', tags)}
            text={tagText}
            onText={setTagText}
            onError={(message) => setErrors((current) => ({ ...current, tags: message ?? undefined }))}
            invalid={Boolean(errors.tags)}
          />
        )}
      </FieldShell>

      {(projects.length > 0 || categories.length > 1) && (
        <div className={styles.selects}>
          {projects.length > 0 && (
            <FieldShell label="Project" optional error={errors.projectId}>
              {(control) => (
                <select {...control} name="projectId" value={values.projectId} onChange={(e) => set('projectId', e.target.value)}>
                  <option value="">No project</option>
                  {projects.map((project) => (
                    <option key={project.id} value={String(project.id)}>
                      {project.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
          )}
          {categories.length > 1 && (
            <FieldShell label="Category" error={errors.cid}>
              {(control) => (
                <select {...control} name="cid" value={values.cid} onChange={(e) => set('cid', e.target.value)}>
                  {categories.map((category) => (
                    <option key={category.cid} value={String(category.cid)}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
          )}
        </div>
      )}

      {formAlert && (
        <p role="alert" className="error">
          {formAlert}
        </p>
      )}

      <div className={styles.actions}>
        <button type="submit" aria-busy={composer.submitting === 'publish'}>
          {composer.submitting === 'publish' ? (editingPublished ? 'Saving…' : 'Publishing…') : publishLabel}
        </button>
        {!editingPublished && (
          <button type="button" className="secondary" aria-busy={composer.submitting === 'draft'} onClick={() => void submit('draft')}>
            {composer.submitting === 'draft' ? 'Saving draft…' : 'Save draft'}
          </button>
        )}
        <button type="button" className="secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
      <p className={`muted ${styles.status}`} role="status">
        {composer.draft && keptPost && savedAt ? `Draft saved at ${savedAt}.` : ''}
      </p>
    </form>
  );
}
