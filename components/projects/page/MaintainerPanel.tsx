import { useState } from 'react';
import { Avatar, Button, FormError, MemberPicker, TextField, useForm, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { ErrorTexts } from '@/lib/errors/catalogue';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { displayName, unescapeText } from '@/lib/names';
import { normalizeProjectTags, projectTagsIssue, projectUrlIssue } from '@/lib/projects/rules';
import { updateProjectBody, type UpdateProjectBody } from '@/lib/projects/schemas';
import { PROJECT_LIMITS, type ProjectData } from '@/lib/projects/types';
import { lookupMembers } from '@/services/users';
import { useAppDispatch } from '@/store/hooks';
import { addMaintainer, removeMaintainer, saveProject } from '@/store/projects/page';
import styles from './ProjectPage.module.css';

/**
 * The maintainers' controls of a project page (R1.10): edit the project (the request schema's and
 * the server's catalogue messages at the field or the form) and add or remove maintainers. Loaded
 * only for those who may edit (its own chunk, with the schemas it checks with).
 */

interface EditValues {
  name: string;
  description: string;
  repository_url: string;
  website: string;
  licence: string;
  language: string;
  tags: string;
}

const valuesOf = (project: ProjectData): EditValues => ({
  name: unescapeText(project.name),
  description: project.descriptionRaw ?? '',
  repository_url: project.repository_url,
  website: project.website,
  licence: project.licence,
  language: project.language,
  tags: project.tags.join(', '),
});

const tagList = (value: string) => normalizeProjectTags(value.split(','));

function bodyOf(values: EditValues): UpdateProjectBody {
  return {
    name: values.name.trim(),
    description: values.description,
    repository_url: values.repository_url.trim(),
    website: values.website.trim(),
    licence: values.licence.trim(),
    language: values.language.trim(),
    tags: tagList(values.tags),
  };
}

function validate(values: EditValues, { errorText }: ErrorTexts) {
  const text = (issue: { key: string; args: ReadonlyArray<string | number> } | null) => (issue ? errorText(issue.key, issue.args) : undefined);
  return {
    repository_url: text(projectUrlIssue(values.repository_url.trim())),
    website: text(projectUrlIssue(values.website.trim())),
    tags: text(projectTagsIssue(tagList(values.tags))),
  };
}

const searchMembers = (query: string, signal: AbortSignal) => lookupMembers(query, { signal });

function EditForm({ project, onDone }: { project: ProjectData; onDone: () => void }) {
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const errorTexts = useErrorTexts();
  const form = useForm<EditValues>({ initial: () => valuesOf(project), validate: (values) => validate(values, errorTexts), schema: { schema: updateProjectBody, body: bodyOf } });
  const { values, setField, errors } = form;
  const submit = form.handleSubmit(async (v) => {
    await dispatch(saveProject({ id: project.id, body: bodyOf(v) })).unwrap();
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="stack" aria-label={t('manage.edit')} noValidate>
      <TextField label={t('manage.name')} name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField label={t('manage.description')} name="description" value={values.description} onChange={setField('description')} error={errors.description} multiline rows={6} hint={t('manage.markdown')} />
      <TextField label={t('header.repository')} name="repository_url" type="url" value={values.repository_url} onChange={setField('repository_url')} error={errors.repository_url} />
      <TextField label={t('header.website')} name="website" type="url" value={values.website} onChange={setField('website')} error={errors.website} />
      <TextField label={t('header.licence')} name="licence" value={values.licence} onChange={setField('licence')} error={errors.licence} />
      <TextField label={t('header.language')} name="language" value={values.language} onChange={setField('language')} error={errors.language} />
      <TextField label={t('tags')} name="tags" value={values.tags} onChange={setField('tags')} error={errors.tags} hint={t('manage.tagsHint', { max: PROJECT_LIMITS.tagsMax })} />
      <FormError message={form.error} />
      <div className="row">
        <Button type="submit" busy={form.busy} busyLabel={t('manage.saving')}>
          {t('manage.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('manage.cancel')}
        </Button>
      </div>
    </form>
  );
}

function Maintainers({ project }: { project: ProjectData }) {
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const full = project.maintainers.length >= PROJECT_LIMITS.maintainersMax;
  return (
    <div className="stack">
      <h3 className={styles.smallHeading}>{t('header.maintainers')}</h3>
      <ul className={styles.maintainerList}>
        {project.maintainers.map((m) => (
          <li key={m.uid} className={styles.member}>
            <Avatar src={m.picture} alt="" size={28} />
            <span>{displayName(m)}</span>
            <Button
              variant="secondary"
              disabled={busy || project.maintainers.length < 2}
              onClick={() => void run(() => dispatch(removeMaintainer({ id: project.id, uid: m.uid })).unwrap())}
            >
              {t('manage.remove')}
              <span className="visually-hidden"> {displayName(m)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <MemberPicker
        label={t('manage.addMaintainer')}
        hint={full ? t('manage.full', { max: PROJECT_LIMITS.maintainersMax }) : t('manage.memberHint')}
        search={searchMembers}
        exclude={project.maintainers.map((m) => m.uid)}
        disabled={busy || full}
        onPick={(member) => void run(() => dispatch(addMaintainer({ id: project.id, uid: member.uid })).unwrap())}
      />
      <FormError message={error} />
    </div>
  );
}

/** Edit and maintainers, behind one disclosure each so the page stays the project's. */
export default function MaintainerPanel({ project }: { project: ProjectData }) {
  const t = useT('projects');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="project-manage-title" className={`card ${styles.manage}`}>
      <h2 id="project-manage-title" className={styles.smallHeading}>
        {t('manage.title')}
      </h2>
      {editing ? (
        <EditForm project={project} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('manage.edit')}
        </Button>
      )}
      <Maintainers project={project} />
    </section>
  );
}
