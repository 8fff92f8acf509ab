import { apiRoute } from '@/server/http/route';
import { bookmarksEndpoint } from '@/server/discussions/readApi';

export default apiRoute(bookmarksEndpoint);
