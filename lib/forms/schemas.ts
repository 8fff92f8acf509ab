import { z } from 'zod';
import { csrfField, line, text } from '@/lib/strings';

/** Input schemas of the talk to us, early access and feedback forms. */

export const FORM_KINDS = ['talktous', 'earlyaccess', 'feedback'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORMS_PER_PAGE = 20;

const email = z.email().max(254);
const fullname = line().trim().min(1).max(100);
const message = text().trim().min(1).max(2000);
/** A same-site path (no scheme, no host). */
const pagePath = line()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)/, { message: 'field-invalid' });
const csrf = csrfField;

export const talkToUsBody = z
  .object({ email, fullname, message, company: line().trim().max(100).optional(), _csrf: csrf })
  .strict();

export const earlyAccessBody = z
  .object({
    email,
    fullname,
    role: line().trim().max(100).optional(),
    interest: text().trim().max(1000).optional(),
    _csrf: csrf,
  })
  .strict();

export const feedbackBody = z
  .object({
    message,
    rating: z.number().int().min(1).max(5).optional(),
    email: email.optional(),
    page: pagePath.optional(),
    _csrf: csrf,
  })
  .strict();

/** Each kind's own body; the handler checks the body against its kind's schema. */
export const FORM_BODIES = {
  talktous: talkToUsBody,
  earlyaccess: earlyAccessBody,
  feedback: feedbackBody,
} satisfies Record<FormKind, z.ZodType>;

/**
 * Every field any kind accepts, with its bounds: the first check and the OpenAPI description.
 * Which fields a kind requires (and allows) is then checked against the kind's own schema.
 */
export const formBody = z
  .object({
    email: email.optional(),
    fullname: fullname.optional(),
    message: message.optional(),
    company: line().trim().max(100).optional(),
    role: line().trim().max(100).optional(),
    interest: text().trim().max(1000).optional(),
    rating: z.number().int().min(1).max(5).optional(),
    page: pagePath.optional(),
    _csrf: csrf,
  })
  .strict()
  .describe(
    'talktous: email, fullname, message required; company optional. ' +
      'earlyaccess: email, fullname required; role, interest optional. ' +
      'feedback: message required; rating (1..5), email, page optional. Other fields are refused.',
  );

export const formKindParams = z.object({ kind: z.enum(FORM_KINDS) });

export const formListQuery = z.object({
  /** One kind, or empty / absent for all. */
  kind: z.enum([...FORM_KINDS, '']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
