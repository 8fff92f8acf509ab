import type { InstancesMode } from '@/lib/federation/types';
import { publicOrigin } from '../http/origin';

/**
 * Federation's settings (issue 38; README "Settings"): FEDERATION=off turns it off (the
 * ActivityPub, WebFinger and NodeInfo addresses answer 404 and nothing is delivered);
 * FEDERATION_ALLOW_PRIVATE=1 lets it fetch from and deliver to private and loopback addresses,
 * which it refuses otherwise (only the tests, whose peers run on loopback, set it);
 * FEDERATION_INSTANCES=allowlist federates only with the instances administrators allow (default
 * `denylist`: every instance but those they deny; ./instances.ts).
 */
export interface FederationSettings {
  enabled: boolean;
  origin: string;
  allowPrivateAddresses: boolean;
  instances: InstancesMode;
}

export function federationSettings(env: NodeJS.ProcessEnv = process.env): FederationSettings {
  return {
    enabled: (env.FEDERATION ?? '').trim().toLowerCase() !== 'off',
    origin: publicOrigin(env),
    allowPrivateAddresses: env.FEDERATION_ALLOW_PRIVATE === '1',
    instances: (env.FEDERATION_INSTANCES ?? '').trim().toLowerCase() === 'allowlist' ? 'allowlist' : 'denylist',
  };
}
