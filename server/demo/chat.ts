import { findProjectBySlug, maintainersOf } from '../projects/queries';
import * as chat from '../chat/service';
import { hasAnyRoom } from '../chat/repository';
import { chatMentionsSettled } from '../chat/mentions';
import { loadViewer, type Viewer } from '../users/viewer';
import type { DemoContext, DemoStep } from './seed';

/**
 * Chat's demo (issue 36), written through chat's own service so its rules hold: a direct chat of
 * noah and amara (one message a reply), the public room "General" alex opened with a few members
 * talking (sofia's `@carlos` tells carlos: a `chat-mention`, written before the step ends), and
 * Plotline's project room with a word from its maintainer. A second run finds rooms and adds nothing.
 */

/** One message, as the member sends it. */
const say = (member: Viewer, roomId: number, message: string, replyTo?: number) => chat.send(member, roomId, { message, replyTo });

async function viewerOf(ctx: DemoContext, username: string): Promise<Viewer | null> {
  const member = ctx.members.get(username);
  return member ? loadViewer(member.uid) : null;
}

async function directChat(ctx: DemoContext): Promise<void> {
  const [noah, amara] = await Promise.all([viewerOf(ctx, 'noah'), viewerOf(ctx, 'amara')]);
  if (!noah || !amara) return;
  const room = await chat.startDirect(noah, { uids: [amara.uid] });
  const question = await say(noah, room.id, 'Hi Amara! Do you have a minute to look at my first pull request for the docs?');
  await say(amara, room.id, 'Sure, send me the link. Is it the one about the install steps?');
  await say(noah, room.id, 'Yes, that one. I rewrote the Windows part.');
  await say(amara, room.id, 'Looks good! I left two small comments, then it can go in. Thanks for **doing this**.', question.mid);
}

async function generalRoom(ctx: DemoContext): Promise<void> {
  const alex = await viewerOf(ctx, 'alex');
  if (!alex) return;
  const room = await chat.openPublicRoom(alex, 'General');
  const lines: Array<[string, string]> = [
    ['alex', 'Welcome to **General**, the room for everything that is not a question for one project. Say hi!'],
    ['mei', 'Hi all! Mei here, I mostly work on charts and accessibility.'],
    ['carlos', 'Hello from Madrid 👋 Anyone going to the meetup next week?'],
    ['sofia', '@carlos I am! I will bring the slides about the release process.'],
    ['jonas', 'Reminder: the community call is on Thursday, notes go in the wiki afterwards.'],
  ];
  for (const [username, text] of lines) {
    const member = await viewerOf(ctx, username);
    if (member) await say(member, room.id, text);
  }
}

async function projectRoom(ctx: DemoContext): Promise<void> {
  const project = await findProjectBySlug('plotline');
  if (!project) return;
  const [first] = await maintainersOf([project.id]);
  const maintainer = first ? await loadViewer(first.uid) : null;
  const mei = await viewerOf(ctx, 'mei');
  if (!maintainer || !mei) return;
  const room = await chat.projectRoom(maintainer, project.id);
  await say(maintainer, room.id, 'This is the Plotline room: quick questions about the library and its releases are welcome here.');
  if (mei.uid !== maintainer.uid) await say(mei, room.id, 'Great! Is the accessible table coming to scatter charts too?');
}

export const chatStep: DemoStep = {
  name: 'chat',
  async run(ctx) {
    if (await hasAnyRoom()) return;
    await directChat(ctx);
    await generalRoom(ctx);
    await projectRoom(ctx);
    await chatMentionsSettled();
  },
};
