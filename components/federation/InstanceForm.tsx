import { Button, Field, FormError, TextField, useForm } from '@/components/ui';
import { normaliseInstanceHost } from '@/lib/federation/rules';
import { instanceBody } from '@/lib/federation/schemas';
import { INSTANCE_LIMITS, INSTANCE_POLICIES, type FederationInstances, type InstancePolicy } from '@/lib/federation/types';
import { useT } from '@/lib/i18n/useT';
import { saveInstance } from '@/services/federation';
import styles from './Instances.module.css';
import { usePolicyName } from './policyName';

interface Values {
  host: string;
  policy: InstancePolicy;
  note: string;
}

const EMPTY: Values = { host: '', policy: 'deny', note: '' };

/**
 * Adds an instance to the list, or changes its entry: its host (a URL or a handle is taken as its
 * host), deny or allow, and a note. Checked with the request schema before sending, so a host that
 * is not one shows the server's own words next to the field.
 */
export function InstanceForm({ onSaved }: { onSaved: (list: FederationInstances, host: string, policy: InstancePolicy) => void }) {
  const t = useT('admin');
  const policyName = usePolicyName();
  const form = useForm<Values>({ initial: EMPTY, schema: { schema: instanceBody, body: (v) => v } });
  const { values, setField, setValues, errors, error, busy } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const list = await saveInstance(v.host, v.policy, v.note.trim());
    setValues(EMPTY);
    onSaved(list, normaliseInstanceHost(v.host) ?? v.host.trim(), v.policy);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={busy || undefined} className={styles.form} aria-label={t('instances.add')}>
      <TextField
        label={t('instances.host')}
        name="host"
        value={values.host}
        onChange={setField('host')}
        error={errors.host}
        hint={t('instances.hostHint')}
        required
        maxLength={INSTANCE_LIMITS.inputMax}
        autoComplete="off"
      />
      <Field label={t('instances.policy')}>
        {(control) => (
          <select {...control} name="policy" value={values.policy} onChange={(e) => setField('policy')(e.target.value as InstancePolicy)}>
            {INSTANCE_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {policyName(policy)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label={t('instances.note')} name="note" value={values.note} onChange={setField('note')} error={errors.note} maxLength={INSTANCE_LIMITS.noteMax} />
      <FormError message={error} />
      <div>
        <Button type="submit" busy={busy}>
          {t('instances.save')}
        </Button>
      </div>
    </form>
  );
}
