import { personalAnswerContract } from '@/lib/personal/contracts';
import { personalQuery } from '@/lib/personal/schemas';
import type { PersonalAnswer } from '@/lib/personal/types';
import { endpoint } from '../http/route';
import { sessionConfig } from './hint';
import { personalLayer } from './service';

/**
 * `GET /api/personal`: what a shared page (the same HTML for every reader, server/cache) asks
 * for as it loads: the session's configuration, as `GET /api/config` answers it (a visitor's
 * session starts here, as there), and the member's state on the page's items (./service.ts).
 */
export const personalEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal',
  summary:
    "A shared page's personal layer: the session's configuration (as GET /api/config) and the member's state on the " +
    'items listed (posts, topics, events, projects, members, polls: comma-separated ids): votes, saves, own posts\' source, follows, ' +
    'privileges, event roles, project relations, whether the reader follows and blocks a profile\'s member, and their choice in an event\'s polls. Only items whose state differs from a visitor\'s are answered; a visitor\'s layer is empty.',
  tag: 'session',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  query: personalQuery,
  response: personalAnswerContract,
  async handle({ req, res, session, viewer, query }): Promise<PersonalAnswer> {
    const [config, layer] = await Promise.all([sessionConfig(req, res, session, viewer), personalLayer(viewer, query)]);
    return { config, layer };
  },
});
