import { EMPTY_EVENT_FILTERS } from '@/lib/events/feed';
import { projectListKey, projectPostsParams, projectViewOf, projectViewPath, tabOfView } from '@/lib/projects/page';

/** The project page's addresses (R1.11): the view an address names, and the address of a view. */

const project = { id: 3, slug: 'harbor-cli' };

describe('project page addresses (R1.11)', () => {
  it('R1.11 reads each tab, the resources and a question in the frame from the path after the name', () => {
    expect(projectViewOf([], {})).toEqual({ tab: 'feed', postType: null, page: 1 });
    expect(projectViewOf([], { postType: 'podcast', page: '2' })).toEqual({ tab: 'feed', postType: 'podcast', page: 2 });
    expect(projectViewOf(['questions'], { tags: 'Setup' })).toEqual({ tab: 'questions', tag: 'setup', page: 1 });
    expect(projectViewOf(['events'], { when: 'past' })).toEqual({ tab: 'events', filters: { ...EMPTY_EVENT_FILTERS, when: 'past' }, page: 1 });
    expect(projectViewOf(['community'], {})).toEqual({ tab: 'community' });
    expect(projectViewOf(['faq'], {})).toEqual({ tab: 'faq' });
    expect(projectViewOf(['resources', 'blog'], {})).toEqual({ tab: 'resources', type: 'blog', page: 1 });
    expect(projectViewOf(['questions', '12', 'how-to-build'], {})).toEqual({ tab: 'question', tid: 12, rest: 'how-to-build' });
  });

  it('R5.1 R5.2 lenient values: other post types are the whole feed; unknown paths, types and ids name nothing', () => {
    expect(projectViewOf([], { postType: 'faq' })).toEqual({ tab: 'feed', postType: null, page: 1 });
    expect(projectViewOf([], { page: 'x' })).toEqual({ tab: 'feed', postType: null, page: 1 });
    expect(projectViewOf(['resources', 'faq'], {})).toBeNull();
    expect(projectViewOf(['resources'], {})).toBeNull();
    expect(projectViewOf(['faq', 'more'], {})).toBeNull();
    expect(projectViewOf(['questions', '0'], {})).toBeNull();
    expect(projectViewOf(['questions', '99999999999'], {})).toBeNull();
    expect(projectViewOf(['members'], {})).toBeNull();
  });

  it('R1.11 one address per view: filters and the page from 2, the default ones left out', () => {
    expect(projectViewPath(project, { tab: 'feed', postType: null, page: 1 })).toBe('/projects/3/harbor-cli');
    expect(projectViewPath(project, { tab: 'feed', postType: 'ama', page: 3 })).toBe('/projects/3/harbor-cli?postType=ama&page=3');
    expect(projectViewPath(project, { tab: 'questions', tag: 'help', page: 1 })).toBe('/projects/3/harbor-cli/questions?tags=help');
    expect(projectViewPath(project, { tab: 'events', filters: { ...EMPTY_EVENT_FILTERS, when: 'past', term: 'rust' }, page: 1 })).toBe(
      '/projects/3/harbor-cli/events?term=rust&when=past',
    );
    expect(projectViewPath(project, { tab: 'resources', type: 'podcast', page: 2 })).toBe('/projects/3/harbor-cli/resources/podcast?page=2');
    expect(projectViewPath(project, { tab: 'question', tid: 12, rest: 'how to' })).toBe('/projects/3/harbor-cli/questions/12/how%20to');
    expect(projectViewPath(project, { tab: 'community' })).toBe('/projects/3/harbor-cli/community');
  });

  it('R1.11 the tab a view belongs to, its list key (not its page) and its request values', () => {
    expect(tabOfView({ tab: 'resources', type: 'blog', page: 1 })).toBe('feed');
    expect(tabOfView({ tab: 'question', tid: 1, rest: '' })).toBe('questions');
    expect(projectListKey(3, { tab: 'feed', postType: 'blog', page: 1 })).toBe(projectListKey(3, { tab: 'feed', postType: 'blog', page: 4 }));
    expect(projectListKey(3, { tab: 'feed', postType: 'blog', page: 1 })).not.toBe(projectListKey(3, { tab: 'feed', postType: null, page: 1 }));
    expect(projectPostsParams({ tab: 'questions', tag: 'help', page: 2 })).toEqual({ tags: 'help', page: 2 });
    expect(projectPostsParams({ tab: 'feed', postType: null, page: 1 })).toEqual({ page: 1 });
  });
});
