import * as authApi from '../auth/api';
import * as healthApi from '../health/api';
import * as usersApi from '../users/api';
import type { AnyEndpoint } from './route';

/** Every endpoint of the API, for the OpenAPI description and the route-file check. */
export const ALL_ENDPOINTS: AnyEndpoint[] = [
  ...Object.values(healthApi),
  ...Object.values(authApi),
  ...Object.values(usersApi),
] as AnyEndpoint[];
