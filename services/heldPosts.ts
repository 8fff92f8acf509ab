import type { OwnHeldPage } from '@/lib/review/mine';
import { get, send } from './http';

/** A member's own posts held for review (issue 35): a page of them, and withdrawing one. */

export const fetchOwnHeldPosts = (uid: number, page: number) => get<OwnHeldPage>(`/api/v3/users/${uid}/held`, { page });

export const withdrawOwnHeldPost = (uid: number, id: number) => send<Record<string, never>>('delete', `/api/v3/users/${uid}/held/${id}`);
