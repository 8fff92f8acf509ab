import { useId, useState, type RefObject } from 'react';
import { ProjectPicker, type PickedProject } from '@/components/projects';
import { Button, Field, TagPicker } from '@/components/ui';
import { POST_TYPES, POST_TYPE_KEY, TOPIC_LIMITS, type ProjectDetail } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { ContentEditor } from './ContentEditor';
import { POST_TYPE_HELP, tagError, type ComposeCategory } from './model';
import { PodcastAudio } from './PodcastAudio';
import { TagsInput } from './TagsInput';
import type { Composer } from './useComposer';
import styles from './Composer.module.css';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';

/** The parts of the composer form, in order; each reads and changes the state of useComposer. */

/** Post type: one radio card per type, each with its help text. */
export function TypeSection({ composer }: { composer: Composer }) {
  const t = useT('composer');
  const names = useT('common');
  const { values, errors, set, showError } = composer;
  const typeName = useId();
  return (
    <fieldset className={styles.types} aria-describedby={errors.postType ? `${typeName}-error` : undefined}>
      <legend>{t('type.legend')}</legend>
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
                showError('audioUrl', null);
                showError('linkUrl', null);
              }}
            />
            <label htmlFor={`${typeName}-${type}`}>{names(POST_TYPE_KEY[type])}</label>
            <p id={`${typeName}-${type}-help`} className={styles.typeHelp}>
              {t(POST_TYPE_HELP[type])}
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
  );
}

export function TitleSection({ composer }: { composer: Composer }) {
  const t = useT('composer');
  const { values, errors, set } = composer;
  return (
    <Field label={t('title.label')} error={errors.title} hint={t('title.hint', { min: TOPIC_LIMITS.titleMin, max: TOPIC_LIMITS.titleMax })}>
      {(control) => <input {...control} name="title" type="text" value={values.title} onChange={(e) => set('title', e.target.value)} />}
    </Field>
  );
}

/** What a link post points to, or a podcast's audio. */
export function MetaSection({ composer }: { composer: Composer }) {
  const t = useT('composer');
  const { values, errors, set, cid } = composer;
  if (values.postType === 'link') {
    return (
      <Field label={t('link.label')} error={errors.linkUrl} hint={t('link.hint')}>
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
      </Field>
    );
  }
  if (values.postType === 'podcast') {
    return <PodcastAudio value={values.audioUrl} onChange={(url) => set('audioUrl', url)} error={errors.audioUrl} cid={cid} />;
  }
  return null;
}

/** The Markdown content (Write / Preview) and the optional summary. */
export function BodySection({ composer, textareaRef }: { composer: Composer; textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useT('composer');
  const { values, errors, set, tab, setTab, cid } = composer;
  return (
    <>
      <Field label={t('content.label')} error={errors.content} hint={t('content.hint', { min: TOPIC_LIMITS.contentMin })}>
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
      </Field>
      <Field
        label={t('summary.label')}
        optional
        error={errors.summary}
        hint={
          <>
            {t('summary.hint')}{' '}
            <span className={styles.counter}>
              {values.summary.trim().length}/{TOPIC_LIMITS.summaryMax}
            </span>
          </>
        }
      >
        {(control) => <textarea {...control} name="summary" rows={2} value={values.summary} onChange={(e) => set('summary', e.target.value)} />}
      </Field>
    </>
  );
}

/**
 * The topic's project (R1.10): chosen from the real list with project search; the names of a
 * project the topic already has come from the server's list (`projects`).
 */
function ComposerProjectField({ composer, projects }: { composer: Composer; projects: ProjectDetail[] }) {
  const t = useT('composer');
  const { values, errors, set } = composer;
  const [picked, setPicked] = useState<PickedProject | null>(null);
  const id = values.projectId ? Number(values.projectId) : null;
  const chosen: PickedProject[] =
    id === null ? [] : [picked?.id === id ? picked : { id, name: projects.find((p) => p.id === id)?.name ?? t('project.fallback', { id }) }];
  return (
    <ProjectPicker
      label={t('project.label')}
      name="projectId"
      value={chosen}
      max={1}
      error={errors.projectId}
      onChange={(next) => {
        setPicked(next[0] ?? null);
        set('projectId', next[0] ? String(next[0].id) : '');
      }}
    />
  );
}

/** Tags, then the project and the category (when there is a choice). */
export function TagsProjectSection({
  composer,
  projects,
  categories,
}: {
  composer: Composer;
  projects: ProjectDetail[];
  categories: ComposeCategory[];
}) {
  const t = useT('composer');
  const errorTexts = useErrorTexts();
  const { values, errors, set, showError, tagText, setTagText } = composer;
  return (
    <>
      <Field
        label={t('tags.label')}
        optional
        error={errors.tags}
        hint={t('tags.hint', { count: TOPIC_LIMITS.tagsMax, min: TOPIC_LIMITS.tagMin, max: TOPIC_LIMITS.tagMax })}
      >
        {(control) => (
          <TagsInput
            control={control}
            tags={values.tags}
            onTags={(tags) => set('tags', tags)}
            text={tagText}
            onText={setTagText}
            onError={(message) => showError('tags', message)}
            invalid={Boolean(errors.tags)}
          />
        )}
      </Field>
      {/* R7.4: tags the community already uses, by their first letters (the tag suggestions). */}
      <TagPicker
        label={t('tags.pick')}
        exclude={values.tags}
        disabled={values.tags.length >= TOPIC_LIMITS.tagsMax}
        onPick={(tag) => {
          const refused = tagError(tag, values.tags, errorTexts);
          showError('tags', refused);
          if (!refused) set('tags', [...values.tags, tag]);
        }}
      />

      <div className={styles.selects}>
        <ComposerProjectField composer={composer} projects={projects} />
        {categories.length > 1 && (
            <Field label={t('category.label')} error={errors.cid}>
              {(control) => (
                <select {...control} name="cid" value={values.cid} onChange={(e) => set('cid', e.target.value)}>
                  {categories.map((category) => (
                    <option key={category.cid} value={String(category.cid)}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
      </div>
    </>
  );
}

/** The form's error, Publish (or Save changes), Save draft, Cancel, and when the draft was saved. */
export function ComposerActions({ composer }: { composer: Composer }) {
  const t = useT('composer');
  const { submitting, editingPublished, formAlert, submit, cancel, savedNote } = composer;
  return (
    <>
      {formAlert && (
        <p role="alert" className="error">
          {formAlert}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-busy={submitting === 'publish'}>
          {submitting === 'publish' ? t(editingPublished ? 'actions.saving' : 'actions.publishing') : t(editingPublished ? 'actions.saveChanges' : 'actions.publish')}
        </Button>
        {!editingPublished && (
          <Button variant="secondary" aria-busy={submitting === 'draft'} onClick={() => void submit('draft')}>
            {t(submitting === 'draft' ? 'actions.savingDraft' : 'actions.saveDraft')}
          </Button>
        )}
        <Button variant="secondary" onClick={cancel}>
          {t('actions.cancel')}
        </Button>
      </div>
      <p className={`muted ${styles.status}`} role="status">
        {savedNote}
      </p>
    </>
  );
}
