import { apiRoute } from '@/server/http/route';
import { recordingUploadEndpoint } from '@/server/events/api';

/** The multipart body is read by the upload itself (busboy), not by Next. */
export const config = { api: { bodyParser: false } };

export default apiRoute(recordingUploadEndpoint);
