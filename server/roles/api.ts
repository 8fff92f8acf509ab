import { roleStateContract } from '@/lib/roles/contracts';
import { setRoleBody } from '@/lib/roles/schemas';
import { memberParams } from '@/lib/moderation/schemas';
import { endpoint } from '../http/route';
import * as roles from './service';

/** Roles (issue 35): an administrator changes a member's role; the rules are in ./service. */

export const setRoleEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/users/{uid}/role',
  summary:
    "Change another member's role (administrators): {role: member | moderator | administrator, reason?}. Not your " +
    'own (no-privileges); a suspended member gets no role above member (cant-make-banned-users-admin). Logged in the ' +
    "member's moderation log. Answers {role}.",
  tag: 'moderation',
  family: 'v3',
  access: 'member',
  params: memberParams,
  body: setRoleBody,
  response: roleStateContract,
  handle: ({ params, body, viewer }) => roles.setRole(viewer, params.uid, body.role, body.reason),
});
