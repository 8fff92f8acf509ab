import type { FormKind } from '@/lib/forms/schemas';
import type { FormBodies, FormReceipt } from '@/lib/forms/types';
import { send } from './http';

/**
 * The forms of the talk-to-us, early-access and feedback dialogs (R2.1): stored by the server and
 * visible to administrators. Visitors may send them too; the csrf token is added by the http layer.
 */

export type { FormKind } from '@/lib/forms/schemas';
export type { EarlyAccessBody, FeedbackBody, FormReceipt, FormSubmission, TalkToUsBody } from '@/lib/forms/types';

/** POST /api/v3/forms/{kind}; rejects with an ApiError whose message is already readable text. */
export function submitForm<K extends FormKind>(kind: K, body: FormBodies[K]): Promise<FormReceipt> {
  return send<FormReceipt>('post', `/api/v3/forms/${kind}`, body);
}
