import { useId, useState } from 'react';
import type { FederationInstances, InstancePolicy, RemovedInstanceContent } from '@/lib/federation/types';
import { useT } from '@/lib/i18n/useT';
import { InstanceForm } from './InstanceForm';
import { InstanceTable } from './InstanceTable';
import { RemoveContentDialog } from './RemoveContentDialog';
import styles from './Instances.module.css';

/**
 * The administrators' fediverse instances (issue 38; docs/features/federation.md "Instances"), a
 * section of /admin/review: how the list is read (FEDERATION_INSTANCES), the entries, a form to add
 * or change one, and the removal of an instance's content, offered as soon as a host is denied.
 */
export function InstancesSection({ initial }: { initial: FederationInstances }) {
  const t = useT('admin');
  const headingId = useId();
  const [list, setList] = useState(initial);
  const [removing, setRemoving] = useState<{ host: string; justDenied: boolean } | null>(null);
  const [status, setStatus] = useState('');

  const saved = (next: FederationInstances, host: string, policy: InstancePolicy) => {
    setList(next);
    setStatus(policy === 'deny' ? t('instances.saved.deny', { host }) : t('instances.saved.allow', { host }));
    if (policy === 'deny') setRemoving({ host, justDenied: true });
  };
  const removed = (result: RemovedInstanceContent) => setStatus(t('instances.contentRemoved', { ...result }));

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="federation-instances">
      <h2 id={headingId}>{t('instances.title')}</h2>
      <p>{t(list.mode === 'allowlist' ? 'instances.allowlistMode' : 'instances.denylistMode')}</p>
      {!list.enabled && <p className="muted">{t('instances.federationOff')}</p>}
      <InstanceForm onSaved={saved} />
      <InstanceTable instances={list.instances} onChanged={setList} onRemoveContent={(host) => setRemoving({ host, justDenied: false })} />
      <p role="status">{status}</p>
      {removing && (
        <RemoveContentDialog host={removing.host} justDenied={removing.justDenied} onDone={removed} onClose={() => setRemoving(null)} />
      )}
    </section>
  );
}
