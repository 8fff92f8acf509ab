import { useState } from 'react';
import { Avatar, Button, FormError, MemberPicker, TextField, useForm, useSubmit } from '@/components/ui';
import { errorText } from '@/lib/errors/catalogue';
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

function validate(values: EditValues) {
  const text = (issue: { key: string; args: ReadonlyArray<string | number> } | null) => (issue ? errorText(issue.key, issue.args) : undefined);
  return {
    repository_url: text(projectUrlIssue(values.repository_url.trim())),
    website: text(projectUrlIssue(values.website.trim())),
    tags: text(projectTagsIssue(tagList(values.tags))),
  };
}

const searchMembers = (query: string, signal: AbortSignal) => lookupMembers(query, { signal });

function EditForm({ project, onDone }: { project: ProjectData; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<EditValues>({ initial: () => valuesOf(project), validate, schema: { schema: updateProjectBody, body: bodyOf } });
  const { values, setField, errors } = form;
  const submit = form.handleSubmit(async (v) => {
    await dispatch(saveProject({ id: project.id, body: bodyOf(v) })).unwrap();
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="stack" aria-label="Edit the project" noValidate>
      <TextField label="Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField label="Description" name="description" value={values.description} onChange={setField('description')} error={errors.description} multiline rows={6} hint="Markdown" />
      <TextField label="Repository" name="repository_url" type="url" value={values.repository_url} onChange={setField('repository_url')} error={errors.repository_url} />
      <TextField label="Website" name="website" type="url" value={values.website} onChange={setField('website')} error={errors.website} />
      <TextField label="Licence" name="licence" value={values.licence} onChange={setField('licence')} error={errors.licence} />
      <TextField label="Language" name="language" value={values.language} onChange={setField('language')} error={errors.language} />
      <TextField label="Tags" name="tags" value={values.tags} onChange={setField('tags')} error={errors.tags} hint={`Comma-separated, at most ${PROJECT_LIMITS.tagsMax}`} />
      <FormError message={form.error} />
      <div className="row">
        <Button type="submit" busy={form.busy} busyLabel="Saving…">
          Save changes
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Maintainers({ project }: { project: ProjectData }) {
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const full = project.maintainers.length >= PROJECT_LIMITS.maintainersMax;
  return (
    <div className="stack">
      <h3 className={styles.smallHeading}>Maintainers</h3>
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
              Remove<span className="visually-hidden"> {displayName(m)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <MemberPicker
        label="Add a maintainer"
        hint={full ? `A project has at most ${PROJECT_LIMITS.maintainersMax} maintainers.` : 'Type a member’s username or name.'}
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
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="project-manage-title" className={`card ${styles.manage}`}>
      <h2 id="project-manage-title" className={styles.smallHeading}>
        Manage the project
      </h2>
      {editing ? (
        <EditForm project={project} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit the project
        </Button>
      )}
      <Maintainers project={project} />
    </section>
  );
}
