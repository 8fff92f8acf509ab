import { selectComposer, type UploadPurpose } from '@/store/composer/slice';
import { useAppSelector } from '@/store/hooks';
import styles from './Composer.module.css';

/** The one upload's name, progress and error, shown next to the control that started it. */
export function UploadStatus({ purpose }: { purpose: UploadPurpose }) {
  const upload = useAppSelector(selectComposer).upload;
  const refused = upload.refused?.purpose === purpose ? upload.refused.message : null;
  const mine = upload.purpose === purpose && upload.status !== 'idle';
  if (!mine && !refused) return null;
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <div className={styles.upload}>
      {mine && upload.status === 'uploading' && (
        <>
          <p className="muted" role="status">
            Uploading {upload.name}
            {percent !== null ? ` (${percent}%)` : ''}…
          </p>
          <progress max={100} value={percent ?? undefined} aria-label={`Uploading ${upload.name}`} />
        </>
      )}
      {mine && upload.status === 'done' && (
        <p className="success" role="status">
          Uploaded {upload.name}
        </p>
      )}
      {mine && upload.status === 'error' && (
        <p className="error" role="alert">
          {upload.name ? `${upload.name}: ` : ''}
          {upload.error}
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
