import type { ChangeEvent } from 'react';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { Field } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { startUpload } from '@/store/composer/slice';
import { useAppDispatch } from '@/store/hooks';
import { fileError } from './model';
import { UploadStatus } from './UploadStatus';
import styles from './Composer.module.css';

interface PodcastAudioProps {
  value: string;
  onChange(url: string): void;
  error?: string;
  cid?: number;
}

/** A podcast's audio: its address, or one uploaded audio file whose address fills the field. */
export function PodcastAudio({ value, onChange, error, cid }: PodcastAudioProps) {
  const t = useT('composer');
  const errorTexts = useErrorTexts();
  const dispatch = useAppDispatch();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const stored = await dispatch(startUpload({ files, cid, purpose: 'audio', check: (file) => fileError(file, 'audio', errorTexts) }));
    if (stored) onChange(stored.url);
  }

  return (
    <div className={styles.field}>
      <Field label={t('audio.label')} error={error} hint={t('audio.hint')}>
        {(control) => (
          <input
            {...control}
            name="audioUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.audioRow}>
        <p className={styles.or}>{t('audio.or')}</p>
        <label className={styles.fileButton}>
          <input type="file" accept="audio/*" className="visually-hidden" onChange={onFile} />
          {t('audio.upload')}
        </label>
      </div>
      <UploadStatus purpose="audio" />
    </div>
  );
}
