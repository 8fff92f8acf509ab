import type { ModerationLogPage } from '@/lib/moderation/types';
import { get, send } from './http';

/** Moderation calls (issue 35): topic locks and slow mode, and a member's moderation log (suspensions and silences: ./restrictions.ts). */

export const lockTopic = (tid: number, reason: string) => send<Record<string, never>>('put', `/api/v3/topics/${tid}/lock`, { reason });
export const unlockTopic = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/lock`);
export const setSlowMode = (tid: number, seconds: number, reason: string) =>
  send<Record<string, never>>('put', `/api/v3/topics/${tid}/slow-mode`, { seconds, reason });
export const endSlowMode = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/slow-mode`);
export const fetchModerationLog = (uid: number, page: number) => get<ModerationLogPage>(`/api/v3/users/${uid}/moderation`, { page });
