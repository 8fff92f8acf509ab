import type { FormEvent } from 'react';
import type { PostType, ProjectDetail } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import type { ComposeCategory, EditablePost } from './model';
import { BodySection, ComposerActions, MetaSection, TagsProjectSection, TitleSection, TypeSection } from './sections';
import { useComposer } from './useComposer';
import styles from './Composer.module.css';

export interface ComposerFormProps {
  projects: ProjectDetail[];
  categories: ComposeCategory[];
  initialType: PostType;
  /** The main post being edited or the draft being resumed; null for a new topic. */
  editing: EditablePost | null;
}

/**
 * The composer (R7.2): a new topic of any post type, or an edit of a main post. The state, checks
 * and submit live in useComposer; the form is its sections in order.
 */
export function ComposerForm({ projects, categories, initialType, editing }: ComposerFormProps) {
  const t = useT('composer');
  const { composer, formRef, textareaRef } = useComposer({ categories, initialType, editing });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void composer.submit('publish');
  }

  return (
    <form ref={formRef} className={`card ${styles.form}`} noValidate onSubmit={onSubmit} aria-labelledby="composer-title">
      <div className={styles.header}>
        <h1 id="composer-title">{composer.heading}</h1>
        <p className="muted">{t('form.hint')}</p>
      </div>
      <TypeSection composer={composer} />
      <TitleSection composer={composer} />
      <MetaSection composer={composer} />
      <BodySection composer={composer} textareaRef={textareaRef} />
      <TagsProjectSection composer={composer} projects={projects} categories={categories} />
      <ComposerActions composer={composer} />
    </form>
  );
}
