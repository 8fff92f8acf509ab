import { endpoint } from '../http/route';
import { inviteInfoContract, inviteLinkContract } from '@/lib/invites/contracts';
import { inviteParams, inviteQuery } from '@/lib/invites/schemas';
import { describeInvite, issueInviteLink } from './service';

/** Invite links. */

export const joinEndpoint = endpoint({
  method: 'GET',
  path: '/api/join/{uid}/{timestamp}',
  summary:
    'Check an invite link (with its `sig`): {valid, inviter, expiresAt, signed}, or invite-invalid (404: unknown inviter, ' +
    'future date, wrong signature) / invite-expired (410). Without `sig` the link is unsigned (signed: false): ' +
    'the join page opens, and sign-up records no inviter.',
  tag: 'invites',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  params: inviteParams,
  query: inviteQuery,
  response: inviteInfoContract,
  handle: ({ params, query }) => describeInvite(params.uid, params.timestamp, query.sig),
});

export const inviteLinkEndpoint = endpoint({
  method: 'GET',
  path: '/api/invites/link',
  summary: "The signed-in member's invite link, dated now and signed by the server: {uid, timestamp, sig, path, expiresAt}.",
  tag: 'invites',
  family: 'read',
  access: 'member',
  response: inviteLinkContract,
  handle: ({ viewer }) => issueInviteLink(viewer!),
});
