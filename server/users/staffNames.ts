import { staffNames } from './repository';
import { usernameSkeleton } from './skeleton';

/**
 * Whether a full name reads as the name of a member of staff (hardening 5): it has the confusable
 * skeleton of an administrator's or global moderator's full name or username (`Alex Morgan`,
 * `Аlex  morgan` with a Cyrillic А, `alex`), by the rule usernames follow (`usernameSkeleton`).
 * The member `exceptUid` (the one renamed) is not compared with themself.
 */
export async function fullnameReadsAsStaff(fullname: string, exceptUid?: number): Promise<boolean> {
  const skeleton = usernameSkeleton(fullname);
  if (skeleton === '' || skeleton === '-') return false;
  const staff = await staffNames(exceptUid);
  return staff.some((member) => [member.fullname, member.username].some((name) => name.trim() !== '' && usernameSkeleton(name) === skeleton));
}
