import { useId, useState, type ChangeEvent } from 'react';
import { Field, useSubmit } from '@/components/ui';
import { translateMessage } from '@/lib/errors/catalogue';
import { RECORDING_UPLOAD } from '@/lib/events/types';
import { uploadRecording } from '@/services/events';
import styles from './HostForm.module.css';

const EXTENSIONS = RECORDING_UPLOAD.accept
  .split(',')
  .filter((a) => a.startsWith('.'))
  .map((a) => a.slice(1));

/** The catalogue's refusal the server would answer for a file this field already knows it refuses, else null. */
function refusal(file: File): string | null {
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
  const uploading = useSubmit();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const progressId = useId();

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = refusal(file);
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
      <legend>Recording</legend>
      <Field
        label="Recording address"
        optional
        error={error}
        hint="Once the event is over: an https:// address, or upload the audio below. Saving makes it playable on the event page."
      >
        {(control) => <input {...control} type="text" name="recording_url" value={url} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      <Field
        label="Upload a recording"
        optional
        error={uploading.error}
        announceError
        hint={`An mp3, ogg, wav or m4a file up to ${Math.floor(RECORDING_UPLOAD.maxBytes / (1024 * 1024))} MB.`}
      >
        {(control) => (
          <input {...control} type="file" name="recording_file" accept={RECORDING_UPLOAD.accept} onChange={upload} disabled={uploading.busy} />
        )}
      </Field>
      {uploading.busy && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>Uploading the recording… {percent}%</label>
          <progress id={progressId} max={100} value={percent} />
        </div>
      )}
      {!uploading.busy && uploaded && url.startsWith('/uploads/') && (
        <p role="status" className={styles.uploaded}>
          Uploaded “{uploaded}”. Save the event to publish the recording.
        </p>
      )}
      {url.startsWith('/uploads/') && !uploading.busy && (
        <audio controls preload="none" src={url} aria-label="Listen to the recording" className={styles.preview} />
      )}
    </fieldset>
  );
}
