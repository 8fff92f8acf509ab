import { apiRoute } from '@/server/http/route';
import { updateSettingsEndpoint } from '@/server/users/api';

export default apiRoute(updateSettingsEndpoint);
