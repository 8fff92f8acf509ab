import { serveUpload } from '@/server/discussions/uploads';

/** Files are streamed (audio may be large): no response size warning. Reached at /uploads/<key>. */
export const config = { api: { responseLimit: false } };

export default serveUpload;
