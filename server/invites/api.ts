import { endpoint } from '../http/route';
import { inviteParams } from '@/lib/invites/schemas';
import { describeInvite } from './service';

/** Invite links. */

export const joinEndpoint = endpoint({
  method: 'GET',
  path: '/api/join/{uid}/{timestamp}',
  summary: 'Check an invite link: {valid, inviter, expiresAt} or invite-invalid (404) / invite-expired (410).',
  tag: 'invites',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  params: inviteParams,
  handle: ({ params }) => describeInvite(params.uid, params.timestamp),
});
