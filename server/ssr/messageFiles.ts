import type { NEXT_DATA } from 'next/dist/shared/lib/utils';
import type { PageMessages } from '@/lib/i18n/catalogues';
import { messageFilesOf } from '../i18n/messageFiles';

/**
 * The document's part of a page's messages as files (server/i18n/messageFiles.ts): takes the
 * compiled messages out of the page's data, which Next writes into the page after the document's
 * own render has read it (its `<NextScript>`), and answers the files that hold them for the
 * browser to load. The page's body has been rendered with them by then. A page without messages
 * of its own (a static error page) answers none and keeps its data as it is.
 */
export function takeMessagesToFiles(nextData: NEXT_DATA): string[] {
  const props = nextData.props as { pageProps?: { messages?: PageMessages } } | undefined;
  const pageProps = props?.pageProps;
  const files = messageFilesOf(pageProps?.messages);
  if (!props || !pageProps || !files) return [];
  // A copy without them: the objects are the render's own, whose body is already written.
  nextData.props = { ...props, pageProps: { ...pageProps, messages: undefined } };
  return files;
}
