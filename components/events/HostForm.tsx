import { ProjectPicker, type PickedProject } from '@/components/projects';
import { useRouter } from 'next/router';
import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Field, FormError, TabList, TabPanel, TextField, useForm, useSubmit, type FieldErrors } from '@/components/ui';
import { EVENT_TYPES } from '@/lib/constants';
import { msToZonedInput, timeZoneChoices, timeZoneOrUtc, zonedInputToMs } from '@/lib/events/display';
import { guessTimezone, isMediaUrl } from '@/lib/events/rules';
import { createEventBody, type CreateEventBody } from '@/lib/events/schemas';
import { EVENT_DEFAULTS, EVENT_LIMITS, type EventCreator, type EventData } from '@/lib/events/types';
import { previewMarkdown, uploadFile } from '@/services/discussions';
import { hostEvent } from '@/store/events/actions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import styles from './Events.module.css';
import { OrganizersField, type OrganizerValue } from './OrganizersField';
import { RecordingField } from './RecordingField';

/** The host form's values, as the inputs hold them. */
interface HostValues {
  title: string;
  summary: string;
  description: string;
  event_type: string;
  /** `datetime-local`, in `timezone`. */
  start: string;
  timezone: string;
  /** Minutes. */
  duration: string;
  /** 0: unlimited. */
  no_of_seats: string;
  enable_discussion: boolean;
  /** Comma-separated. */
  tags: string;
  cover: string;
  recording_url: string;
  /** The hosts (R3.4), the creator first. */
  organizers: OrganizerValue[];
  /** The projects the event belongs to (chosen with project search). */
  projects: PickedProject[];
}

function initialValues(editing: EventData | null, me: EventCreator | null): HostValues {
  const timezone = editing ? timeZoneOrUtc(editing.timezone) : guessTimezone();
  return {
    title: editing?.title ?? '',
    summary: editing?.summary ?? '',
    description: editing?.descriptionRaw ?? '',
    event_type: editing?.event_type ?? EVENT_DEFAULTS.event_type,
    start: editing ? msToZonedInput(editing.timestamp, timezone) : '',
    timezone,
    duration: String(editing?.duration ?? EVENT_DEFAULTS.duration),
    no_of_seats: String(editing?.no_of_seats ?? EVENT_DEFAULTS.no_of_seats),
    enable_discussion: editing?.enable_discussion ?? EVENT_DEFAULTS.enable_discussion,
    tags: (editing?.tags ?? []).map((t) => t.tag_name).join(', '),
    cover: editing?.images?.cover ?? '',
    recording_url: editing?.recording_url ?? '',
    organizers: editing
      ? editing.organizers.map((o) => ({ user: o.user, bio: o.bio }))
      : me
        ? [{ user: me, bio: '' }]
        : [],
    projects: (editing?.project_details ?? []).map((p) => ({ id: p.id, name: p.name })),
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body the values make (the service's own schema checks it, lib/events/schemas.ts). */
function bodyOf(values: HostValues): CreateEventBody {
  const tags = values.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    description: values.description,
    event_type: values.event_type as CreateEventBody['event_type'],
    timestamp: zonedInputToMs(values.start, values.timezone) ?? 0,
    timezone: values.timezone,
    duration: whole(values.duration),
    no_of_seats: whole(values.no_of_seats),
    enable_discussion: values.enable_discussion,
    tags,
    images: { cover: values.cover },
    organizers: values.organizers.map((o) => ({ user_id: o.user.uid, bio: o.bio.trim() })),
    projects: values.projects.map((p) => p.id),
    // An emptied address removes a saved recording (and says there is none).
    ...(values.recording_url.trim()
      ? { recording_url: values.recording_url.trim(), recording_status: 'available' as const }
      : { recording_url: '', recording_status: 'not_available' as const }),
  };
}

function validate(values: HostValues): FieldErrors<HostValues> {
  const errors: FieldErrors<HostValues> = {};
  if (values.title.trim().length < EVENT_LIMITS.titleMin) errors.title = `Give the event a title of at least ${EVENT_LIMITS.titleMin} characters.`;
  if (zonedInputToMs(values.start, values.timezone) === null) errors.start = 'Choose when the event starts.';
  const duration = whole(values.duration);
  if (!(duration >= EVENT_LIMITS.durationMin && duration <= EVENT_LIMITS.durationMax)) {
    errors.duration = `Minutes from ${EVENT_LIMITS.durationMin} to ${EVENT_LIMITS.durationMax.toLocaleString('en-US')}.`;
  }
  const seats = whole(values.no_of_seats);
  if (!(seats >= 0 && seats <= EVENT_LIMITS.seatsMax)) errors.no_of_seats = 'A whole number of seats; 0 means unlimited.';
  if (values.recording_url.trim() && !isMediaUrl(values.recording_url.trim())) errors.recording_url = 'An https:// address or an uploaded file.';
  return errors;
}

const TABS = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
] as const;

/**
 * "Host an event" (R3.19, R4.1): every field of the event, the start in the event's time zone,
 * the cover uploaded through the uploads endpoint, the description in Markdown with a preview the
 * server renders and sanitises exactly as it will show. "Save draft" keeps it on the server for
 * its hosts only; "Publish" makes it public. Checked with the service's own schema before sending.
 */
export function HostForm({ editing }: { editing: EventData | null }) {
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
    validate,
    schema: { schema: createEventBody, body: bodyOf },
    stayBusyOnSuccess: true,
  });
  const { values, setField, errors, error, busy } = form;
  const zones = useMemo(() => {
    const all = timeZoneChoices();
    return all.includes(values.timezone) ? all : [values.timezone, ...all];
  }, [values.timezone]);
  const baseId = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<string | null>(null);
  const previewing = useSubmit();
  const uploading = useSubmit();
  const published = editing?.event_status === 'published';

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const publish = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish';
    setPublishing(publish);
    return form.handleSubmit(async (v) => {
      const event = await dispatch(hostEvent({ id: editing?.id ?? null, body: bodyOf(v), publish })).unwrap();
      await router.push(event.url);
    })(e);
  };


  const showTab = (next: 'write' | 'preview') => {
    setTab(next);
    if (next === 'preview') {
      void previewing.run(async () => setPreview((await previewMarkdown(values.description)).html));
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void uploading.run(async () => {
      const [stored] = await uploadFile(file);
      if (stored) setField('cover')(stored.url);
    });
  };

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-label={editing ? 'Edit the event' : 'Host an event'}>
      <TextField label="Title" name="title" value={values.title} onChange={setField('title')} error={errors.title} required maxLength={EVENT_LIMITS.titleMax} />
      <TextField
        label="Summary"
        name="summary"
        value={values.summary}
        onChange={setField('summary')}
        error={errors.summary}
        hint="One or two sentences for cards and link previews."
        multiline
        rows={2}
        maxLength={EVENT_LIMITS.summaryMax}
      />
      <div className={styles.row}>
        <Field label="Type" error={errors.event_type}>
          {(control) => (
            <select {...control} name="event_type" value={values.event_type} onChange={(e) => setField('event_type')(e.target.value)}>
              {EVENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Time zone of the event" error={errors.timezone}>
          {(control) => (
            <select {...control} name="timezone" value={values.timezone} onChange={(e) => setField('timezone')(e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Starts" error={errors.start} hint="In the event’s time zone.">
          {(control) => <input {...control} type="datetime-local" name="start" value={values.start} required onChange={(e) => setField('start')(e.target.value)} />}
        </Field>
        <TextField label="Duration in minutes" name="duration" value={values.duration} onChange={setField('duration')} error={errors.duration} inputMode="numeric" required />
        <TextField
          label="Seats"
          name="no_of_seats"
          value={values.no_of_seats}
          onChange={setField('no_of_seats')}
          error={errors.no_of_seats}
          hint="0 means unlimited; past the seats members join the waitlist."
          inputMode="numeric"
          required
        />
        <TextField label="Tags" name="tags" value={values.tags} onChange={setField('tags')} error={errors.tags} hint={`Comma-separated, at most ${EVENT_LIMITS.tagsMax}.`} />
      </div>

      <div>
        <TabList label="Write or preview the description" tabs={TABS} selected={tab} onSelect={showTab} idBase={baseId} variant="segmented" />
        <TabPanel idBase={baseId} tab={tab}>
          {tab === 'write' ? (
            <TextField
              label="Description"
              name="description"
              value={values.description}
              onChange={setField('description')}
              error={errors.description}
              hint="Markdown: what the event is about, who it is for, what to prepare."
              multiline
              rows={10}
              maxLength={EVENT_LIMITS.descriptionMax}
            />
          ) : previewing.busy ? (
            <p role="status">Rendering the preview…</p>
          ) : previewing.error ? (
            <p role="alert">{previewing.error}</p>
          ) : (
            // Rendered and sanitised by the server (R5.8).
            <div className={`content ${styles.preview} ${styles.description}`} data-testid="event-preview" dangerouslySetInnerHTML={{ __html: preview ?? '' }} />
          )}
        </TabPanel>
      </div>

      <Field label="Cover image" optional hint={values.cover ? `Uploaded: ${values.cover}` : 'A 16:9 picture; without one the event shows a default picture.'} error={uploading.error ?? undefined}>
        {(control) => <input {...control} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={upload} disabled={uploading.busy} />}
      </Field>

      <OrganizersField
        organizers={values.organizers}
        creatorUid={editing?.creator.uid ?? me?.uid ?? -1}
        onChange={setField('organizers')}
        disabled={busy}
      />

      <ProjectPicker
        label="Projects (optional)"
        hint={`The projects this event is about: it shows on their pages. Up to ${EVENT_LIMITS.projectsMax}.`}
        name="projects"
        value={values.projects}
        max={EVENT_LIMITS.projectsMax}
        error={errors.projects}
        onChange={setField('projects')}
      />

      {editing && <RecordingField eventId={editing.id} url={values.recording_url} error={errors.recording_url} onChange={setField('recording_url')} />}

      <label className={styles.check}>
        <input type="checkbox" name="enable_discussion" checked={values.enable_discussion} onChange={(e) => setField('enable_discussion')(e.target.checked)} />
        Open a discussion for questions before and during the event
      </label>

      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy && !publishing} busyLabel="Saving…" disabled={busy} name="intent" value="save">
          {published ? 'Save changes' : 'Save draft'}
        </Button>
        {!published && (
          <Button type="submit" busy={busy && publishing} busyLabel="Publishing…" disabled={busy} name="intent" value="publish">
            Publish
          </Button>
        )}
      </div>
    </form>
  );
}
