import { selectComposer, type UploadPurpose } from '@/store/composer/slice';
import { useAppSelector } from '@/store/hooks';
import { useSay, useT } from '@/lib/i18n/useT';
import styles from './Composer.module.css';

/** The one upload's name, progress and error, shown next to the control that started it. */
export function UploadStatus({ purpose }: { purpose: UploadPurpose }) {
  const t = useT('composer');
  const say = useSay();
  const upload = useAppSelector(selectComposer).upload;
  const refused = upload.refused?.purpose === purpose ? say(upload.refused.message) : null;
  const mine = upload.purpose === purpose && upload.status !== 'idle';
  if (!mine && !refused) return null;
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <div className={styles.upload}>
      {mine && upload.status === 'uploading' && (
        <>
          <p className="muted" role="status">
            {percent !== null ? t('upload.progress', { name: upload.name, percent }) : t('upload.uploading', { name: upload.name })}
          </p>
          <progress max={100} value={percent ?? undefined} aria-label={t('upload.label', { name: upload.name })} />
        </>
      )}
      {mine && upload.status === 'done' && (
        <p className="success" role="status">
          {t('upload.done', { name: upload.name })}
        </p>
      )}
      {mine && upload.status === 'error' && (
        <p className="error" role="alert">
          {upload.name ? `${upload.name}: ` : ''}
          {upload.error !== null && say(upload.error)}
        </p>
      )}
      {refused && (
        <p className="error" role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}
