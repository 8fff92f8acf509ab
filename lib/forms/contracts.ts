import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { FORM_KINDS } from './schemas';
import type { FormReceipt, FormsPage, StoredForm } from './types';

/** What the form calls answer (lib/contracts): `POST /api/v3/forms/{kind}` and `GET /api/admin/forms`. */

export const formReceiptContract = contractFor<FormReceipt>()(
  z.strictObject({ id: z.number().int().positive(), kind: z.enum(FORM_KINDS), created_at: z.iso.datetime() }),
);

const storedFormContract = contractFor<StoredForm>()(
  z.strictObject({
    id: z.number().int().positive(),
    kind: z.string(),
    uid: z.number().int().nullable(),
    user: z
      .strictObject({
        uid: z.number().int(),
        username: z.string(),
        userslug: z.string().nullable(),
        picture: z.string().nullable(),
      })
      .nullable(),
    email: z.string().nullable(),
    fullname: z.string().nullable(),
    message: z.string().nullable(),
    /** The kind's own fields beyond the common ones, as stored. */
    details: z.unknown(),
    path: z.string().nullable(),
    created_at: z.iso.datetime(),
  }),
);

export const formsPageContract = contractFor<FormsPage>()(
  z.strictObject({
    submissions: z.array(storedFormContract),
    page: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
);
