import { Button, formatDay, isoDay, useSubmit } from '@/components/ui';
import type { FederationInstance, FederationInstances } from '@/lib/federation/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { removeInstance } from '@/services/federation';
import styles from './Instances.module.css';
import { usePolicyName } from './policyName';

interface RowProps {
  instance: FederationInstance;
  onChanged: (list: FederationInstances) => void;
  onRemoveContent: (host: string) => void;
}

/** One entry: its host, policy, note and date, taken off the list at once, or its content removed after a confirmation. */
function InstanceRow({ instance, onChanged, onRemoveContent }: RowProps) {
  const t = useT('admin');
  const locale = useLocale();
  const policyName = usePolicyName();
  const { busy, error, run } = useSubmit();
  const { host } = instance;
  return (
    <tr data-instance={host}>
      <th scope="row" className={styles.host} dir="ltr">
        {host}
      </th>
      <td>{policyName(instance.policy)}</td>
      <td dir="auto">{instance.note}</td>
      <td>
        <time dateTime={isoDay(instance.timestamp)}>{formatDay(instance.timestamp, locale)}</time>
      </td>
      <td>
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy} aria-label={t('instances.removeEntryOf', { host })} onClick={() => void run(async () => onChanged(await removeInstance(host)))}>
            {t('instances.removeEntry')}
          </Button>
          <Button variant="danger" aria-label={t('instances.removeContentOf', { host })} onClick={() => onRemoveContent(host)}>
            {t('instances.removeContent')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

/** The list as a table, by host. */
export function InstanceTable({ instances, onChanged, onRemoveContent }: { instances: FederationInstance[] } & Omit<RowProps, 'instance'>) {
  const t = useT('admin');
  if (instances.length === 0) return <p>{t('instances.empty')}</p>;
  return (
    <div className={styles.tableWrap} role="region" aria-label={t('instances.table')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('instances.host')}</th>
            <th scope="col">{t('instances.policy')}</th>
            <th scope="col">{t('instances.note')}</th>
            <th scope="col">{t('instances.added')}</th>
            <th scope="col">{t('instances.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {instances.map((instance) => (
            <InstanceRow key={instance.host} instance={instance} onChanged={onChanged} onRemoveContent={onRemoveContent} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
