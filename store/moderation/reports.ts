import { said } from '@/lib/i18n/said';
import type { ReportInput } from '@/lib/review/types';
import { sendReport } from '@/services/reports';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';

/**
 * A member reports a member, an event or a project (issue 35) from the report dialog: the dialog
 * says a refusal in its form (`user-already-flagged`, …), a success with a toast.
 */
export const reportToModerators = createApiThunk(
  'moderation/report',
  async (input: ReportInput, { dispatch }) => {
    const answer = await sendReport(input);
    dispatch(addToast(said('dialogs', 'report.thanks'), 'success'));
    return answer;
  },
  { toast: false },
);
