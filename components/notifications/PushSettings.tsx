import { Button, ListError, Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { NOTIFICATION_TYPES, type NotificationType } from '@/lib/notifications/types';
import { PushDevices } from './PushDevices';
import { TYPE_LABELS } from './typeLabels';
import { usePushSubscription } from './usePushSubscription';
import styles from './Notifications.module.css';

/**
 * "Push notifications on this device" in the notification settings (issue 37): what this browser
 * can do and whether it is on, the button that asks the browser's permission (only when pressed),
 * which types are pushed, and the member's devices with Remove.
 */
export function PushSettings() {
  const t = useT('notifications');
  const push = usePushSubscription();
  const { settings, permission, thisDevice, busy } = push;

  return (
    <section className={styles.prefs} aria-labelledby="push-settings-heading" data-testid="push-settings">
      <h3 id="push-settings-heading">{t('push.title')}</h3>
      <p className="muted">{t('push.intro')}</p>
      {push.failed ? (
        <ListError title={t('push.failed')} message={t('settings.wrong')} code={500} onRetry={push.retry} />
      ) : !settings ? (
        <div aria-busy="true" title={t('push.loading')}>
          <Skeleton height="2rem" />
        </div>
      ) : (
        <>
          <ThisDevice permission={permission} on={thisDevice !== null} busy={busy} onTurnOn={() => void push.turnOn()} onTurnOff={() => void push.turnOff()} />
          {push.error && (
            <p role="alert" className="error">
              {push.error}
            </p>
          )}
          <PushTypes types={settings.types} busy={busy} onChange={(types) => void push.saveTypes(types)} />
          <PushDevices devices={settings.devices} thisDevice={thisDevice} busy={busy} onRemove={(id) => void push.remove(id)} />
        </>
      )}
    </section>
  );
}

interface ThisDeviceProps {
  permission: NotificationPermission | 'unsupported';
  on: boolean;
  busy: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

function ThisDevice({ permission, on, busy, onTurnOn, onTurnOff }: ThisDeviceProps) {
  const t = useT('notifications');
  if (permission === 'unsupported') return <p>{t('push.unsupported')}</p>;
  if (permission === 'denied') return <p role="note">{t('push.denied')}</p>;
  return (
    <div className={styles.plainList}>
      <p>{t(on ? 'push.isOn' : 'push.isOff')}</p>
      {on ? (
        <Button variant="secondary" busy={busy} onClick={onTurnOff}>
          {t('push.turnOff')}
        </Button>
      ) : (
        <Button busy={busy} onClick={onTurnOn}>
          {t('push.turnOn')}
        </Button>
      )}
    </div>
  );
}

/** A checkbox per type: pushed or not. */
function PushTypes({ types, busy, onChange }: { types: NotificationType[]; busy: boolean; onChange: (types: NotificationType[]) => void }) {
  const t = useT('notifications');
  const chosen = new Set(types);
  const toggle = (type: NotificationType, on: boolean) => onChange(NOTIFICATION_TYPES.filter((x) => (x === type ? on : chosen.has(x))));
  return (
    <fieldset className={styles.pushTypes}>
      <legend>{t('push.types')}</legend>
      {NOTIFICATION_TYPES.map((type) => (
        <label key={type}>
          <input type="checkbox" checked={chosen.has(type)} disabled={busy} onChange={(e) => toggle(type, e.target.checked)} /> {t(TYPE_LABELS[type])}
        </label>
      ))}
    </fieldset>
  );
}
