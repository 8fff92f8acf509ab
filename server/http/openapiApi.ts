import { endpoint } from './route';
import { openApiDocument } from './openapi';

export const openApiEndpoint = endpoint({
  method: 'GET',
  path: '/api/openapi',
  summary: 'This API description (OpenAPI 3.1), generated from the handlers’ schemas.',
  tag: 'system',
  family: 'read',
  access: 'public',
  beforeConsent: true,
  handle: () => openApiDocument(),
});
