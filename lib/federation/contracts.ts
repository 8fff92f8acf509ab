import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { INSTANCE_MODES, INSTANCE_POLICIES, type FederationInstances, type RemovedInstanceContent } from './types';

/** What the administrators' instance calls answer (lib/contracts; issue 38). */

const count = z.number().int().nonnegative();

/** GET, PUT and DELETE /api/v3/admin/federation/instances: the list after the call. */
export const federationInstancesContract = contractFor<FederationInstances>()(
  z.strictObject({
    enabled: z.boolean(),
    mode: z.enum(INSTANCE_MODES),
    instances: z.array(
      z.strictObject({ host: z.string(), policy: z.enum(INSTANCE_POLICIES), note: z.string(), timestamp: z.number().int().nonnegative() }),
    ),
  }),
);

/** POST /api/v3/admin/federation/instances/{instance}/remove-content. */
export const removedInstanceContentContract = contractFor<RemovedInstanceContent>()(
  z.strictObject({ host: z.string(), topics: count, posts: count }),
);
