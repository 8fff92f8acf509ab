import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Field, TabList, TabPanel, TextField, useSubmit, type FieldErrors } from '@/components/ui';
import { EVENT_TYPE_VALUES } from '@/lib/constants';
import { timeZoneChoices } from '@/lib/events/display';
import { EVENT_TYPE_KEY } from '@/lib/events/texts';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
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
  const t = useT('events');
  const names = useT('common');
  const zones = useMemo(() => {
    const all = timeZoneChoices();
    return all.includes(values.timezone) ? all : [values.timezone, ...all];
  }, [values.timezone]);
  return (
    <div className={styles.row}>
      <Field label={t('host.type')} error={errors.event_type}>
        {(control) => (
          <select {...control} name="event_type" value={values.event_type} onChange={(e) => setField('event_type')(e.target.value)}>
            {EVENT_TYPE_VALUES.map((type) => (
              <option key={type} value={type}>
                {names(EVENT_TYPE_KEY[type])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('facts.zone')} error={errors.timezone}>
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
      <Field label={t('facts.starts')} error={errors.start} hint={t('host.startsHint')}>
        {(control) => <input {...control} type="datetime-local" name="start" value={values.start} required onChange={(e) => setField('start')(e.target.value)} />}
      </Field>
      <TextField label={t('host.duration')} name="duration" value={values.duration} onChange={setField('duration')} error={errors.duration} inputMode="numeric" required />
      <TextField
        label={t('facts.seats')}
        name="no_of_seats"
        value={values.no_of_seats}
        onChange={setField('no_of_seats')}
        error={errors.no_of_seats}
        hint={t('host.seatsHint')}
        inputMode="numeric"
        required
      />
      <TextField
        label={t('page.tags')}
        name="tags"
        value={values.tags}
        onChange={setField('tags')}
        error={errors.tags}
        hint={t('host.tagsHint', { max: EVENT_LIMITS.tagsMax })}
      />
    </div>
  );
}

const TAB_KEY: Record<'write' | 'preview', MessageKey<'events'>> = { write: 'host.write', preview: 'host.preview' };

/** The description in Markdown, with a preview the server renders and sanitises exactly as it will show. */
export function HostDescriptionField({ values, errors, setField }: FieldsProps) {
  const t = useT('events');
  const tabs = (['write', 'preview'] as const).map((id) => ({ id, label: t(TAB_KEY[id]) }));
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
      <TabList label={t('host.descriptionTabs')} tabs={tabs} selected={tab} onSelect={showTab} idBase={baseId} variant="segmented" />
      <TabPanel idBase={baseId} tab={tab}>
        {tab === 'write' ? (
          <TextField
            label={t('host.description')}
            name="description"
            value={values.description}
            onChange={setField('description')}
            error={errors.description}
            hint={t('host.descriptionHint')}
            multiline
            rows={10}
            maxLength={EVENT_LIMITS.descriptionMax}
          />
        ) : previewing.busy ? (
          <p role="status">{t('host.rendering')}</p>
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
  const t = useT('events');
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
    <Field label={t('host.cover')} optional hint={cover ? t('host.coverUploaded', { cover }) : t('host.coverHint')} error={uploading.error ?? undefined}>
      {(control) => <input {...control} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={upload} disabled={uploading.busy} />}
    </Field>
  );
}
