import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { csrfField, line } from '@/lib/strings';
import { normaliseInstanceHost } from './rules';
import { INSTANCE_LIMITS, INSTANCE_POLICIES } from './types';

/**
 * Input of the administrators' instance calls (issue 38; docs/features/federation.md "Instances").
 * A host is what an administrator types, kept as `normaliseInstanceHost` writes it; one that names
 * no host is `invalid-instance-host` (400), in the form before sending as on the server.
 */

const csrf = { _csrf: csrfField, csrf_token: csrfField };

const instanceHost = line()
  .trim()
  .min(1)
  .max(INSTANCE_LIMITS.inputMax)
  .transform((value, ctx) => {
    const host = normaliseInstanceHost(value);
    if (host === null) {
      ctx.addIssue({ code: 'custom', message: errorKeyMessage('invalid-instance-host') });
      return z.NEVER;
    }
    return host;
  });

/** PUT /api/v3/admin/federation/instances: add an entry or change one's policy and note. */
export const instanceBody = z.object({
  host: instanceHost,
  policy: z.enum(INSTANCE_POLICIES),
  note: line().trim().max(INSTANCE_LIMITS.noteMax).optional(),
  ...csrf,
});

/** DELETE /api/v3/admin/federation/instances: take an entry off the list. */
export const instanceHostBody = z.object({ host: instanceHost, ...csrf });

/** POST /api/v3/admin/federation/instances/{instance}/remove-content. */
export const instanceParams = z.object({ instance: instanceHost });
