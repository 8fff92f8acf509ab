import type { ReviewAction, ReviewFilters, ReviewPage, ReviewType } from '@/lib/review/types';
import { get, send } from './http';

/** The review queue's calls (issue 35): a page of open items, and a moderator's action on one. */

export const fetchReviewPage = (filters: ReviewFilters, page: number) => get<ReviewPage>('/api/v3/review', { ...filters, page });

export const actOnReviewItem = (type: ReviewType, id: number, body: { action: ReviewAction; reason: string; until?: number | null }) =>
  send<{ closed: number; count: number }>('post', `/api/v3/review/${type}/${id}`, body);
