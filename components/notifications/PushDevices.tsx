import { Button, MomentTime } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { PushDevice } from '@/lib/push/types';
import styles from './Notifications.module.css';

/** The member's devices that get pushes (issue 37), this one marked, each with Remove. */
export function PushDevices({ devices, thisDevice, busy, onRemove }: { devices: PushDevice[]; thisDevice: number | null; busy: boolean; onRemove: (id: number) => void }) {
  const t = useT('notifications');
  return (
    <>
      <h4>{t('push.devices')}</h4>
      {devices.length === 0 ? (
        <p className="muted">{t('push.noDevices')}</p>
      ) : (
        <ul className={styles.plainList} aria-label={t('push.devices')}>
          {devices.map((device) => {
            const name = device.label || t('push.unnamed');
            return (
              <li key={device.id}>
                <span>
                  <strong dir="auto">{name}</strong>
                  {device.id === thisDevice && <span className="muted"> · {t('push.thisDevice')}</span>}
                  <br />
                  <span className="muted">
                    {t('push.added')} <MomentTime value={device.createdAt} />
                    {device.lastPushedAt !== null && (
                      <>
                        {' · '}
                        {t('push.lastPush')} <MomentTime value={device.lastPushedAt} />
                      </>
                    )}
                  </span>
                </span>
                <Button variant="secondary" disabled={busy} onClick={() => onRemove(device.id)}>
                  {t('push.remove')}
                  <span className="visually-hidden"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
