import { useRouter } from 'next/router';
import { errorKey, Field, FormError, TextField, useForm, useSubmit, type FieldErrors } from '@/components/ui';
import type { ErrorTexts } from '@/lib/errors/catalogue';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import type { ErrorIssue } from '@/lib/errors/validation';
import { createProjectBody, type CreateProjectBody } from '@/lib/projects/schemas';
import { normalizeProjectTags, projectPath, projectTagsIssue, projectUrlIssue } from '@/lib/projects/rules';
import { PROJECT_LIMITS } from '@/lib/projects/types';
import { useT } from '@/lib/i18n/useT';
import { uploadProjectLogo } from '@/services/projects';
import { useAppDispatch } from '@/store/hooks';
import { createProject } from '@/store/projects/slice';
import { Dialog } from './Dialog';
import { DialogActions, type DialogsT } from './fields';
import type { DialogComponentProps } from './types';
import styles from './AddProjectDialog.module.css';

export interface AddProjectValues {
  name: string;
  description: string;
  repository_url: string;
  website: string;
  licence: string;
  language: string;
  /** Comma-separated, as typed. */
  tags: string;
  /** The uploaded image's address ('' none). */
  logo: string;
}

const EMPTY: AddProjectValues = { name: '', description: '', repository_url: '', website: '', licence: '', language: '', tags: '', logo: '' };

const tagList = (text: string) => normalizeProjectTags(text.split(','));

/** The form's own checks: the rules the server applies too (lib/projects/rules.ts). */
const validateProject = (t: DialogsT, { errorText }: ErrorTexts) => (values: AddProjectValues): FieldErrors<AddProjectValues> => {
  const issueText = (issue: ErrorIssue | null) => (issue ? errorText(issue.key, issue.args) : undefined);
  const errors: FieldErrors<AddProjectValues> = {};
  if (values.name.trim().length < PROJECT_LIMITS.nameMin) errors.name = t('project.nameShort', { count: PROJECT_LIMITS.nameMin });
  errors.repository_url = issueText(projectUrlIssue(values.repository_url.trim()));
  errors.website = issueText(projectUrlIssue(values.website.trim()));
  errors.tags = issueText(projectTagsIssue(tagList(values.tags)));
  return errors;
};

function projectBody(values: AddProjectValues): CreateProjectBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    repository_url: values.repository_url.trim(),
    website: values.website.trim(),
    licence: values.licence.trim(),
    language: values.language.trim(),
    tags: tagList(values.tags),
    ...(values.logo ? { logo: values.logo } : {}),
  };
}

/** The field a refusal is about (the rest show as the form's error). */
const FIELD_OF_KEY: Record<string, keyof AddProjectValues> = {
  'project-name-taken': 'name',
  'project-slug-taken': 'name',
  'invalid-project-slug': 'name',
  'too-many-tags': 'tags',
  'tag-too-short': 'tags',
  'tag-too-long': 'tags',
  'invalid-project-logo': 'logo',
};

/**
 * Adding a project (R1.10): name, description (Markdown), repository, website, licence, language,
 * tags and a logo (uploaded first, then drawn by the server into a square PNG). The form checks
 * what it can before sending; the server's refusals show next to their field (a name in use, a
 * logo it cannot draw). On success the member lands on the new project's page.
 */
export function AddProjectDialog({ onClose }: DialogComponentProps<'addProject'>) {
  const t = useT('dialogs');
  const errorTexts = useErrorTexts();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const form = useForm<AddProjectValues>({
    initial: EMPTY,
    validate: validateProject(t, errorTexts),
    schema: { schema: createProjectBody, body: projectBody },
  });
  const { values, setField, errors, setErrors, error, busy } = form;
  const logoUpload = useSubmit();
  const uploading = logoUpload.busy;

  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    setErrors((current) => ({ ...current, logo: undefined }));
    await logoUpload.run(async () => {
      try {
        const [uploaded] = await uploadProjectLogo(file);
        setField('logo')(uploaded?.url ?? '');
      } catch (err) {
        // Shown by the logo field, not as the form's error.
        setErrors((current) => ({ ...current, logo: err instanceof Error ? err.message : t('project.logoFailed') }));
      }
    });
  };

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const project = await dispatch(createProject(projectBody(v))).unwrap();
      onClose();
      await router.push(projectPath(project));
    } catch (err) {
      const field = FIELD_OF_KEY[errorKey(err) ?? ''];
      if (field) {
        const message = err && typeof err === 'object' && 'message' in err ? String(err.message) : t('project.failed');
        // Shown by its field, which gets focus; the form's own message stays empty.
        setErrors({ [field]: message });
        document.querySelector<HTMLElement>(`[data-add-project] [name="${field}"]`)?.focus();
        return;
      }
      throw err;
    }
  });

  return (
    <Dialog title={t('project.title')} onClose={onClose} size="wide">
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-add-project>
        <TextField label={t('project.name')} name="name" value={values.name} onChange={setField('name')} error={errors.name} required maxLength={PROJECT_LIMITS.nameMax} />
        <TextField
          label={t('project.description')}
          name="description"
          multiline
          rows={5}
          hint={t('project.descriptionHint')}
          value={values.description}
          onChange={setField('description')}
          error={errors.description}
          maxLength={PROJECT_LIMITS.descriptionMax}
        />
        <div className={styles.pair}>
          <TextField
            label={t('project.repository')}
            name="repository_url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.repository_url}
            onChange={setField('repository_url')}
            error={errors.repository_url}
            maxLength={PROJECT_LIMITS.urlMax}
          />
          <TextField
            label={t('project.website')}
            name="website"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.website}
            onChange={setField('website')}
            error={errors.website}
            maxLength={PROJECT_LIMITS.urlMax}
          />
          <TextField label={t('project.licence')} name="licence" value={values.licence} onChange={setField('licence')} error={errors.licence} maxLength={PROJECT_LIMITS.licenceMax} />
          <TextField label={t('project.language')} name="language" value={values.language} onChange={setField('language')} error={errors.language} maxLength={PROJECT_LIMITS.languageMax} />
        </div>
        <TextField
          label={t('project.tags')}
          name="tags"
          hint={t('project.tagsHint', { count: PROJECT_LIMITS.tagsMax })}
          value={values.tags}
          onChange={setField('tags')}
          error={errors.tags}
          maxLength={300}
        />
        <Field label={t('project.logo')} optional hint={t(uploading ? 'project.uploading' : 'project.logoHint')} error={errors.logo}>
          {(control) => (
            <div className={styles.logoField}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the member's own upload */}
              {values.logo && <img className={styles.preview} src={values.logo} alt={t('project.logoAlt')} width={64} height={64} />}
              <input
                {...control}
                name="logo"
                type="file"
                accept="image/png,image/jpeg,image/gif"
                disabled={uploading}
                onChange={(event) => void onLogo(event.target.files?.[0])}
              />
            </div>
          )}
        </Field>
        <FormError message={error} />
        <DialogActions busy={busy || uploading} submitLabel={t('project.submit')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
