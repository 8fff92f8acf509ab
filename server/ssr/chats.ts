import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { localeOr, localizedPath } from '@/lib/i18n/locales';
import { projectRoom } from '../chat/service';
import type { SsrContext } from './appState';
import { loginRedirect } from './request';

/**
 * The chat pages (issue 36): only who may see them is decided here; the rooms and messages load in
 * the browser (they are live). Visitors sign in first and come back; a member whose registration
 * is not complete completes it first. /chats/{roomId} with a room id that is no number is not found;
 * a room the member may not read says so on the page.
 */

export type ChatRoomPageProps = { roomId: number };

type Access = GetServerSidePropsResult<never> | null;

function access(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Access {
  if (!viewer) return loginRedirect(ctx);
  if (!viewer.registrationComplete) return { redirect: { destination: '/register/complete', permanent: false } };
  return null;
}

/**
 * /chats: the member's rooms. `/chats?project={id}` (the project page's Chat link) goes to the
 * project's room, made on the first ask; a project the member may not see shows the rooms.
 */
export async function loadChatsPage(ctx: GetServerSidePropsContext, ssr: SsrContext): Promise<GetServerSidePropsResult<Record<string, never>>> {
  const refused = access(ctx, ssr);
  if (refused) return refused;
  const project = String(ctx.query.project ?? '');
  if (ssr.viewer && /^[1-9]\d{0,9}$/.test(project) && Number(project) <= 2_147_483_647) {
    const room = await projectRoom(ssr.viewer, Number(project)).catch(() => null);
    if (room) return { redirect: { destination: localizedPath(`/chats/${room.id}`, localeOr(ctx.locale)), permanent: false } };
  }
  return { props: {} };
}

/** /chats/{roomId}: one room, beside the list on wide screens. */
export async function loadChatRoomPage(ctx: GetServerSidePropsContext, ssr: SsrContext): Promise<GetServerSidePropsResult<ChatRoomPageProps>> {
  const raw = String(ctx.params?.roomId ?? '');
  const roomId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(roomId) || roomId > 2_147_483_647) return { notFound: true };
  return access(ctx, ssr) ?? { props: { roomId } };
}
