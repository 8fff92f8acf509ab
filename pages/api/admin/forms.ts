import { listFormsEndpoint } from '@/server/forms/api';
import { apiRoute } from '@/server/http/route';

export default apiRoute(listFormsEndpoint);
