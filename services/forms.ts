import { send } from './http';

/**
 * The forms of the talk-to-us, early-access and feedback dialogs (R2.1): stored by the server and
 * visible to administrators. Visitors may send them too; the csrf token is added by the http layer.
 */

export const FORM_KINDS = ['talktous', 'earlyaccess', 'feedback'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface TalkToUsBody {
  email: string;
  fullname: string;
  message: string;
  company?: string;
}

export interface EarlyAccessBody {
  email: string;
  fullname: string;
  role?: string;
  interest?: string;
}

export interface FeedbackBody {
  message: string;
  /** 1 (poor) to 5 (excellent). */
  rating?: number;
  /** Visitors may leave an address for a reply; members are known to the server. */
  email?: string;
  /** The page the feedback was given on. */
  page?: string;
}

export interface FormBodies {
  talktous: TalkToUsBody;
  earlyaccess: EarlyAccessBody;
  feedback: FeedbackBody;
}

/** The server's receipt for a stored submission. */
export interface FormReceipt {
  id: number;
  kind: FormKind;
  created_at: string;
}

/** A submission of any kind, the body typed by its kind. */
export type FormSubmission = { [K in FormKind]: { kind: K; body: FormBodies[K] } }[FormKind];

/** POST /api/v3/forms/{kind}; rejects with an ApiError whose message is already readable text. */
export function submitForm<K extends FormKind>(kind: K, body: FormBodies[K]): Promise<FormReceipt> {
  return send<FormReceipt>('post', `/api/v3/forms/${kind}`, body);
}
