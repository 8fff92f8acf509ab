import type { MockEndpoint } from '../endpoint';
import { analyticsMocks } from './analytics';
import { communityMocks } from './community';
import { discussionsMocks, moreDiscussionsMocks } from './discussions';
import { eventsMocks } from './events';
import { notificationsMocks } from './notifications';
import { playerMocks } from './player';
import { projectsMocks } from './projects';
import { searchMocks } from './search';
import { sessionMocks } from './session';
import { usersMocks, usersPictureHandlers } from './users';

/**
 * Every mocked endpoint, one module per feature (as server/<feature>/api.ts): the browser's worker
 * (dev:mock), server-side rendering in dev:mock, and the client tests all answer from these.
 */
export const MOCK_ENDPOINTS: MockEndpoint[] = [...sessionMocks, ...analyticsMocks, ...discussionsMocks, ...moreDiscussionsMocks, ...notificationsMocks, ...playerMocks, ...eventsMocks, ...usersMocks, ...searchMocks, ...projectsMocks, ...communityMocks] as MockEndpoint[];

export const mockHandlers = [...MOCK_ENDPOINTS.flatMap((e) => e.handlers), ...usersPictureHandlers];
