import { findUserByUid, groupsOf } from './repository';

/** The member behind a request, with what permission checks need. */
export interface Viewer {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  email: string;
  groups: string[];
  /** Both GDPR consents given; until then API calls redirect to /register/complete. */
  registrationComplete: boolean;
  isAdmin: boolean;
  isModerator: boolean;
}

export async function loadViewer(uid: number): Promise<Viewer | null> {
  const user = await findUserByUid(uid);
  if (!user) return null;
  const groups = await groupsOf(uid);
  const isAdmin = groups.includes('administrators');
  return {
    uid: user.uid,
    username: user.username,
    userslug: user.userslug,
    fullname: user.fullname,
    picture: user.picture,
    email: user.email,
    groups,
    registrationComplete: Boolean(user.gdprDataConsentAt && user.gdprEmailConsentAt),
    isAdmin,
    isModerator: isAdmin || groups.includes('Global Moderators'),
  };
}

/** canPost (spec R4.14): a member of at least one group. */
export const canPost = (viewer: Viewer | null): boolean => Boolean(viewer && viewer.groups.length > 0);
