import { endpoint } from '../http/route';
import { creditsContract } from '@/lib/rewards/contracts';
import { creditsOf } from './service';

/** Rewards service (/api/rewards/v1). */

export const creditsEndpoint = endpoint({
  method: 'GET',
  path: '/api/rewards/v1/credits',
  summary: "The member's reward credits: total, latest 20 entries and how credits are earned.",
  tag: 'rewards',
  family: 'service',
  access: 'member',
  response: creditsContract,
  handle: ({ viewer }) => creditsOf(viewer!.uid),
});
