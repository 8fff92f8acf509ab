import type { ModerationLogPage, SuspensionState } from '@/lib/moderation/types';
import { get, send } from './http';

/** Moderation calls (issue 35): topic locks and slow mode, suspensions and a member's moderation log. */

export const lockTopic = (tid: number, reason: string) => send<Record<string, never>>('put', `/api/v3/topics/${tid}/lock`, { reason });
export const unlockTopic = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/lock`);
export const setSlowMode = (tid: number, seconds: number, reason: string) =>
  send<Record<string, never>>('put', `/api/v3/topics/${tid}/slow-mode`, { seconds, reason });
export const endSlowMode = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/slow-mode`);
export const fetchModerationLog = (uid: number, page: number) => get<ModerationLogPage>(`/api/v3/users/${uid}/moderation`, { page });
export const fetchSuspension = (uid: number) => get<SuspensionState>(`/api/v3/users/${uid}/ban`);
export const suspendMember = (uid: number, until: number | null, reason: string) =>
  send<SuspensionState>('put', `/api/v3/users/${uid}/ban`, { until, reason });
export const liftSuspension = (uid: number, reason: string) => send<Record<string, never>>('delete', `/api/v3/users/${uid}/ban`, { reason });
