import { ProjectPicker } from '@/components/projects';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button, FormError, TextField, useForm } from '@/components/ui';
import { createEventBody } from '@/lib/events/schemas';
import type { StreamAllow } from '@/lib/events/stream';
import { EVENT_LIMITS, type EventCreator, type EventData } from '@/lib/events/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { hostEvent } from '@/store/events/actions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import styles from './Events.module.css';
import { HostCoverField, HostDescriptionField, HostScheduleFields } from './HostFormFields';
import { bodyOf, initialValues, validate, type HostValues } from './hostValues';
import { OrganizersField } from './OrganizersField';
import { RecordingField } from './RecordingField';
import { StreamField } from './StreamField';

/**
 * "Host an event" (R3.19, R4.1): every field of the event, the start in the event's time zone,
 * the cover uploaded through the uploads endpoint, the description in Markdown with a preview the
 * server renders and sanitises exactly as it will show. "Save draft" keeps it on the server for
 * its hosts only; "Publish" makes it public. Checked with the service's own schema before sending.
 */
export function HostForm({ editing, streams }: { editing: EventData | null; streams: StreamAllow }) {
  const t = useT('events');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { user } = useAppSelector(selectLogin);
  const me: EventCreator | null = user
    ? { uid: user.uid, username: user.username, userslug: user.userslug, fullname: user.fullname, picture: user.picture }
    : null;
  // Which submit button sent the form: Publish or Save.
  const [publishing, setPublishing] = useState(false);
  const form = useForm<HostValues>({
    initial: () => initialValues(editing, me),
    validate: (v) => validate(v, t, locale, streams),
    schema: { schema: createEventBody, body: bodyOf },
    stayBusyOnSuccess: true,
  });
  const { values, setField, errors, error, busy } = form;
  const published = editing?.event_status === 'published';

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const publish = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish';
    setPublishing(publish);
    return form.handleSubmit(async (v) => {
      const event = await dispatch(hostEvent({ id: editing?.id ?? null, body: bodyOf(v), publish })).unwrap();
      await router.push(event.url);
    })(e);
  };

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-label={editing ? t('host.editLabel') : t('host.title')}>
      <TextField label={t('host.titleLabel')} name="title" value={values.title} onChange={setField('title')} error={errors.title} required maxLength={EVENT_LIMITS.titleMax} />
      <TextField
        label={t('host.summary')}
        name="summary"
        value={values.summary}
        onChange={setField('summary')}
        error={errors.summary}
        hint={t('host.summaryHint')}
        multiline
        rows={2}
        maxLength={EVENT_LIMITS.summaryMax}
      />
      <HostScheduleFields values={values} errors={errors} setField={setField} />
      <HostDescriptionField values={values} errors={errors} setField={setField} />
      <HostCoverField cover={values.cover} onChange={setField('cover')} />

      <OrganizersField
        organizers={values.organizers}
        creatorUid={editing?.creator.uid ?? me?.uid ?? -1}
        onChange={setField('organizers')}
        disabled={busy}
      />

      <ProjectPicker
        label={t('host.projects')}
        hint={t('host.projectsHint', { max: EVENT_LIMITS.projectsMax })}
        name="projects"
        value={values.projects}
        max={EVENT_LIMITS.projectsMax}
        error={errors.projects}
        onChange={setField('projects')}
      />

      <StreamField value={values.stream_url} error={errors.stream_url} onChange={setField('stream_url')} streams={streams} />

      {editing && <RecordingField eventId={editing.id} url={values.recording_url} error={errors.recording_url} onChange={setField('recording_url')} />}

      <label className={styles.check}>
        <input type="checkbox" name="enable_discussion" checked={values.enable_discussion} onChange={(e) => setField('enable_discussion')(e.target.checked)} />
        {t('host.discussion')}
      </label>

      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy && !publishing} busyLabel={t('host.saving')} disabled={busy} name="intent" value="save">
          {published ? t('host.saveChanges') : t('host.saveDraft')}
        </Button>
        {!published && (
          <Button type="submit" busy={busy && publishing} busyLabel={t('host.publishing')} disabled={busy} name="intent" value="publish">
            {t('host.publish')}
          </Button>
        )}
      </div>
    </form>
  );
}
