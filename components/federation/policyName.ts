import type { InstancePolicy } from '@/lib/federation/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';

/** Each policy's name, in `admin`: the form's choices and the list's column say them. */
const POLICY_TEXTS = {
  deny: 'instances.policy.deny',
  allow: 'instances.policy.allow',
} as const satisfies Record<InstancePolicy, MessageKey<'admin'>>;

/** The function that names a policy in the reader's language. */
export function usePolicyName(): (policy: InstancePolicy) => string {
  const t = useT('admin');
  return (policy) => t(POLICY_TEXTS[policy]);
}
