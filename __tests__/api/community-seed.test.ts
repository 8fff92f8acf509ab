import { refreshActivityOnce } from '../../server/community/job';
import { insertProject } from '../../server/projects/repository';
import { loadCommunitySeed } from '../../server/ssr/community';
import { pageSeed } from '../../server/ssr/request';
import { Agent } from '../support/agent';
import { createTopic, replyTo, setUpDiscussionsApp, signUpAll } from './discussions-support';

/**
 * R1.15 R9.6 The community tab's part of a page seed: the summary of the address's interval and
 * the 90-day graph, exactly what the data calls answer, for a project or the whole site.
 */

const app = setUpDiscussionsApp();
let project: { id: number };

beforeAll(async () => {
  const [ann, ben] = await signUpAll(app, 'seedann', 'seedben');
  project = await insertProject({ name: 'Seeded engine', slug: 'seeded-engine' });
  const question = await createTopic(ann!, { projects: [project.id] });
  await replyTo(ben!, question.tid, { content: 'Try the release build; the debug one logs every frame.' });
  await refreshActivityOnce();
});

describe('R1.15 loadCommunitySeed (server/ssr/community.ts)', () => {
  it('R9.6 a project: the summary of the interval the address names and the graph, as the API answers them', async () => {
    const visitor = new Agent(app().url);
    const seed = await loadCommunitySeed(project.id, { interval: 'month', tab: 'community' });
    expect(seed.project_id).toBe(project.id);
    expect(seed.interval).toBe('month');
    const summary = await visitor.get(`/api/data/v1/community_summary?project_id=${project.id}&active_member_interval=month`);
    expect(seed.summary).toEqual(summary.body);
    expect(seed.summary?.community.posts.current).toBe(2);
    expect(seed.summary?.community.top_contributors.map((c) => c.username).sort()).toEqual(['seedann', 'seedben']);
    const graph = await visitor.get(`/api/data/v1/graph?project_id=${project.id}`);
    expect(seed.graph).toEqual(graph.body);
    expect(seed.graph?.series).toHaveLength(90);
    // It travels in the page's seed as plain JSON.
    expect(pageSeed({ community: seed }).community).toEqual(seed);
  });

  it('R9.6 the week when the address names no interval or an unknown one; the site with no project', async () => {
    expect((await loadCommunitySeed(project.id, {})).interval).toBe('week');
    expect((await loadCommunitySeed(project.id, { interval: ['year'] })).summary?.active_member_interval).toBe('week');
    const site = await loadCommunitySeed(null, { interval: 'day' });
    expect(site.project_id).toBeNull();
    expect(site.summary?.project_id).toBeNull();
    expect(site.summary?.community.posts.current).toBe(2);
    expect(site.graph?.project_id).toBeNull();
  });

  it('an unknown project leaves both parts empty for the browser to ask (and be refused)', async () => {
    expect(await loadCommunitySeed(999_999, { interval: 'week' })).toEqual({ project_id: 999_999, interval: 'week', summary: null, graph: null });
  });
});
