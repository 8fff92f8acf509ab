import { apiRoute } from '@/server/http/route';
import { inviteLinkEndpoint } from '@/server/invites/api';

export default apiRoute(inviteLinkEndpoint);
