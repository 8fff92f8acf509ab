import { ensureCategory } from '../discussions/repository';

/**
 * The category that holds topics brought from the fediverse (issue 38): the new topics of remote
 * members somebody here follows, kept apart from the community's own categories.
 */
export function fediverseCategory(): Promise<number> {
  return ensureCategory({ slug: 'fediverse', name: 'Fediverse', description: 'Topics from accounts on other fediverse servers that members here follow.' });
}
