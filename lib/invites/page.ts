import { inviteParams } from './schemas';
import type { InviteInfo } from './types';

/**
 * The join page (R1.12), its address and props built the same way by the page loader
 * (server/ssr/join.ts).
 */

export type InviteProblem = 'invite-expired' | 'invite-invalid';

export type JoinPageProps =
  | { status: 'valid'; uid: number; timestamp: number; sig: string; inviter: InviteInfo['inviter']; expiresAt: number }
  | { status: 'invalid' | 'expired'; uid: number | null; timestamp: number | null; errorKey: InviteProblem };

export const isInviteProblem = (key: string): key is InviteProblem => key === 'invite-expired' || key === 'invite-invalid';

/** The link's inviter and time (`/join/{uid}/{timestamp}`), null when the address is malformed. */
export function inviteAddress(params: unknown): { uid: number; timestamp: number } | null {
  return inviteParams.safeParse(params ?? {}).data ?? null;
}

/** The page for a link that names no invite (410 for an expired one, else 404). */
export function inviteProblemPage(key: InviteProblem, link: { uid: number; timestamp: number } | null): { status: number; props: JoinPageProps } {
  const expired = key === 'invite-expired';
  return {
    status: expired ? 410 : 404,
    props: { status: expired ? 'expired' : 'invalid', uid: link?.uid ?? null, timestamp: link?.timestamp ?? null, errorKey: key },
  };
}

/** The page for a valid link: who invites, until when. */
export function validInvitePage(link: { uid: number; timestamp: number }, sig: string | undefined, invite: Pick<InviteInfo, 'inviter' | 'expiresAt'>): JoinPageProps {
  return { status: 'valid', uid: link.uid, timestamp: link.timestamp, sig: sig ?? '', inviter: invite.inviter, expiresAt: invite.expiresAt };
}
