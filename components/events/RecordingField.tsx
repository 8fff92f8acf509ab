import { useId, useState, type ChangeEvent } from 'react';
import { Field, useSubmit } from '@/components/ui';
import type { ErrorTexts } from '@/lib/errors/catalogue';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { RECORDING_UPLOAD } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';
import { uploadRecording } from '@/services/events';
import styles from './HostForm.module.css';

const EXTENSIONS = RECORDING_UPLOAD.accept
  .split(',')
  .filter((a) => a.startsWith('.'))
  .map((a) => a.slice(1));

/** The catalogue's refusal the server would answer for a file this field already knows it refuses, else null. */
function refusal(file: File, { translateMessage }: ErrorTexts): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!EXTENSIONS.includes(ext)) {
    return translateMessage(`[[error:invalid-file-type, ${file.type || (ext ? `.${ext}` : 'unknown')}, ${RECORDING_UPLOAD.types.join(' ')}]]`);
  }
  if (file.size > RECORDING_UPLOAD.maxBytes) return translateMessage(`[[error:file-too-big, ${Math.floor(RECORDING_UPLOAD.maxBytes / 1024)}]]`);
  return null;
}

/**
 * The event's recording (R3.3 recording_url): an address, or an audio file the host uploads here
 * (`POST /event/{id}/recording`, up to 100 MB) with its progress; the uploaded file's address then
 * fills the field, and saving the event makes it playable on the event page. Refusals (too big,
 * quota used, too many uploads, wrong type) show the catalogue's text.
 */
export function RecordingField({
  eventId,
  url,
  error,
  onChange,
}: {
  eventId: number;
  url: string;
  error?: string | null;
  onChange: (url: string) => void;
}) {
  const t = useT('events');
  const errorTexts = useErrorTexts();
  const uploading = useSubmit();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const progressId = useId();

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = refusal(file, errorTexts);
    if (refused) {
      uploading.setError(refused);
      return;
    }
    setProgress(0);
    void uploading
      .run(async () => {
        const [stored] = await uploadRecording(eventId, file, setProgress);
        if (stored) {
          onChange(stored.url);
          setUploaded(stored.name);
        }
      })
      .finally(() => setProgress(null));
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <fieldset className={styles.recording}>
      <legend>{t('recording.title')}</legend>
      <Field
        label={t('recording.address')}
        optional
        error={error}
        hint={t('recording.addressHint')}
      >
        {(control) => <input {...control} type="text" name="recording_url" value={url} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      <Field
        label={t('recording.upload')}
        optional
        error={uploading.error}
        announceError
        hint={t('recording.uploadHint', { size: Math.floor(RECORDING_UPLOAD.maxBytes / (1024 * 1024)) })}
      >
        {(control) => (
          <input {...control} type="file" name="recording_file" accept={RECORDING_UPLOAD.accept} onChange={upload} disabled={uploading.busy} />
        )}
      </Field>
      {uploading.busy && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{t('recording.uploading', { percent })}</label>
          <progress id={progressId} max={100} value={percent} />
        </div>
      )}
      {!uploading.busy && uploaded && url.startsWith('/uploads/') && (
        <p role="status" className={styles.uploaded}>
          {t('recording.uploaded', { name: uploaded })}
        </p>
      )}
      {url.startsWith('/uploads/') && !uploading.busy && (
        <audio controls preload="none" src={url} aria-label={t('recording.listen')} className={styles.preview} />
      )}
    </fieldset>
  );
}
