import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Field, TabList, TabPanel, TextField, useSubmit, type FieldErrors } from '@/components/ui';
import { EVENT_TYPES } from '@/lib/constants';
import { timeZoneChoices } from '@/lib/events/display';
import { EVENT_LIMITS } from '@/lib/events/types';
import { previewMarkdown, uploadFile } from '@/services/discussions';
import styles from './Events.module.css';
import type { HostValues } from './hostValues';

// The parts of the host form (HostForm.tsx) that are more than one field.

type SetField = <K extends keyof HostValues>(key: K) => (value: HostValues[K]) => void;

interface FieldsProps {
  values: HostValues;
  errors: FieldErrors<HostValues>;
  setField: SetField;
}

/** Type, time zone, start, length, seats and tags, side by side. */
export function HostScheduleFields({ values, errors, setField }: FieldsProps) {
  const zones = useMemo(() => {
    const all = timeZoneChoices();
    return all.includes(values.timezone) ? all : [values.timezone, ...all];
  }, [values.timezone]);
  return (
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
  );
}

const TABS = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
] as const;

/** The description in Markdown, with a preview the server renders and sanitises exactly as it will show. */
export function HostDescriptionField({ values, errors, setField }: FieldsProps) {
  const baseId = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<string | null>(null);
  const previewing = useSubmit();

  const showTab = (next: 'write' | 'preview') => {
    setTab(next);
    if (next === 'preview') {
      void previewing.run(async () => setPreview((await previewMarkdown(values.description)).html));
    }
  };

  return (
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
          <div dir="auto" className={`content ${styles.preview} ${styles.description}`} data-testid="event-preview" dangerouslySetInnerHTML={{ __html: preview ?? '' }} />
        )}
      </TabPanel>
    </div>
  );
}

/** The cover picture, uploaded through the uploads endpoint as soon as it is chosen. */
export function HostCoverField({ cover, onChange }: { cover: string; onChange: (url: string) => void }) {
  const uploading = useSubmit();
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void uploading.run(async () => {
      const [stored] = await uploadFile(file);
      if (stored) onChange(stored.url);
    });
  };
  return (
    <Field label="Cover image" optional hint={cover ? `Uploaded: ${cover}` : 'A 16:9 picture; without one the event shows a default picture.'} error={uploading.error ?? undefined}>
      {(control) => <input {...control} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={upload} disabled={uploading.busy} />}
    </Field>
  );
}
