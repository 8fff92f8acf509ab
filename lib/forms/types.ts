import type { z } from 'zod';
import type { earlyAccessBody, feedbackBody, formBody, FormKind, talkToUsBody } from './schemas';

/** The talk to us, early access and feedback forms: shared by server/forms and services/forms. */

export type TalkToUsBody = Omit<z.infer<typeof talkToUsBody>, '_csrf'>;
export type EarlyAccessBody = Omit<z.infer<typeof earlyAccessBody>, '_csrf'>;
export type FeedbackBody = Omit<z.infer<typeof feedbackBody>, '_csrf'>;

/** POST /api/v3/forms/{kind} as the route parses it: every field any kind takes (the kind's own schema then decides). */
export type FormBody = z.infer<typeof formBody>;

export interface FormBodies {
  talktous: TalkToUsBody;
  earlyaccess: EarlyAccessBody;
  feedback: FeedbackBody;
}

/** A submission of any kind, the body typed by its kind. */
export type FormSubmission = { [K in FormKind]: { kind: K; body: FormBodies[K] } }[FormKind];

/** POST /api/v3/forms/{kind}: the receipt for a stored submission. */
export interface FormReceipt {
  id: number;
  kind: FormKind;
  created_at: string;
}

/** One stored submission as administrators see it. */
export interface StoredForm {
  id: number;
  kind: string;
  uid: number | null;
  user: { uid: number; username: string; userslug: string | null; picture: string | null } | null;
  email: string | null;
  fullname: string | null;
  message: string | null;
  details: unknown;
  path: string | null;
  created_at: string;
}

/** GET /api/admin/forms. */
export interface FormsPage {
  submissions: StoredForm[];
  page: number;
  pageCount: number;
  total: number;
}
