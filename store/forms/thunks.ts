import { submitForm, type FormReceipt, type FormSubmission } from '@/services/forms';
import { fetchCredits, type Credits } from '@/services/rewards';
import { fetchSelf, type SelfUser } from '@/services/users';
import { createApiThunk } from '../thunks';

/**
 * Server calls of the global dialogs. Their errors are shown inside the dialog (toast: false);
 * unexpected failures are still reported to monitoring by createApiThunk.
 */

/** Talk to us, early access, feedback: POST /api/v3/forms/{kind}. */
export const sendForm = createApiThunk<FormReceipt, FormSubmission>(
  'forms/send',
  (submission) => submitForm(submission.kind, submission.body),
  { toast: false },
);

/** The member's credits for the credits dialog. */
export const loadCredits = createApiThunk<Credits>('forms/loadCredits', () => fetchCredits(), { toast: false });

/** The member's own record (email and full name) to prefill the talk-to-us dialog (R2.2). */
export const loadContactDetails = createApiThunk<Pick<SelfUser, 'email' | 'fullname'>>(
  'forms/loadContactDetails',
  async () => {
    const self = await fetchSelf();
    return { email: self.email ?? '', fullname: self.fullname ?? '' };
  },
  // Prefilling is a convenience: a failure leaves the fields for the member to fill.
  { toast: false, report: false },
);
