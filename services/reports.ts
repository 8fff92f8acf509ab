import type { ReportInput } from '@/lib/review/types';
import { send } from './http';

/**
 * Members' reports (R3.7, issue 35): a post from its action bar, a member, an event or a project
 * from the report dialog. A module of its own so that neither carries the other's calls.
 */
export const sendReport = (input: ReportInput) => send<{ flagId: number }>('post', '/api/flag', input);
