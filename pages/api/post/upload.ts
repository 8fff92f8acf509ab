import { uploadEndpoint } from '@/server/discussions/api';
import { apiRoute } from '@/server/http/route';

/** The multipart body is read by the upload itself (busboy), not by Next. */
export const config = { api: { bodyParser: false } };

export default apiRoute(uploadEndpoint);
