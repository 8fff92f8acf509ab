import * as analyticsApi from '../analytics/api';
import * as authApi from '../auth/api';
import * as cardsApi from '../cards/api';
import * as chatApi from '../chat/api';
import * as communityApi from '../community/api';
import * as discussionsApi from '../discussions/api';
import * as discussionsReadApi from '../discussions/readApi';
import * as eventsApi from '../events/api';
import * as eventsEngagementApi from '../events/engagementApi';
import * as eventsQaApi from '../events/qaApi';
import * as exploreApi from '../explore/api';
import * as federationInstancesApi from '../federation/instancesApi';
import * as federationLookupApi from '../federation/lookupApi';
import * as federationRemoteEventsApi from '../federation/remoteEventsApi';
import * as formsApi from '../forms/api';
import * as healthApi from '../health/api';
import * as invitesApi from '../invites/api';
import * as moderationApi from '../moderation/api';
import * as notificationsApi from '../notifications/api';
import * as personalApi from '../personal/api';
import * as playerApi from '../player/api';
import * as projectsApi from '../projects/api';
import * as pushApi from '../push/api';
import * as reviewApi from '../review/api';
import * as rewardsApi from '../rewards/api';
import * as rolesApi from '../roles/api';
import * as searchApi from '../search/global/api';
import * as trustApi from '../trust/api';
import * as seoApi from '../seo/api';
import * as usersApi from '../users/api';
import * as followsApi from '../users/followsApi';
import type { AnyEndpoint } from './route';

/** Every endpoint of the API, for the OpenAPI description and the route-file check. */
export const ALL_ENDPOINTS: AnyEndpoint[] = [
  ...Object.values(healthApi),
  ...Object.values(authApi),
  ...Object.values(personalApi),
  ...Object.values(usersApi),
  ...Object.values(invitesApi),
  ...Object.values(formsApi),
  ...Object.values(analyticsApi),
  ...Object.values(rewardsApi),
  ...Object.values(seoApi),
  ...Object.values(cardsApi),
  ...Object.values(discussionsReadApi),
  ...Object.values(discussionsApi),
  ...Object.values(communityApi),
  ...Object.values(eventsApi),
  ...Object.values(eventsEngagementApi),
  ...Object.values(eventsQaApi),
  ...Object.values(projectsApi),
  ...Object.values(exploreApi),
  ...Object.values(searchApi),
  ...Object.values(playerApi),
  ...Object.values(notificationsApi),
  ...Object.values(followsApi),
  ...Object.values(federationLookupApi),
  ...Object.values(federationRemoteEventsApi),
  ...Object.values(moderationApi),
  ...Object.values(reviewApi),
  ...Object.values(trustApi),
  ...Object.values(rolesApi),
  ...Object.values(chatApi),
  ...Object.values(pushApi),
  ...Object.values(federationInstancesApi),
] as AnyEndpoint[];
