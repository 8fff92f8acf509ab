import { apiRoute } from '@/server/http/route';
import { getSettingsEndpoint } from '@/server/users/api';

export default apiRoute(getSettingsEndpoint);
