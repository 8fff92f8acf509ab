import { communityGraphContract, communitySummaryContract } from '@/lib/community/contracts';
import { contractBreach } from '@/lib/contracts';
import { highlightsContract } from '@/lib/discussions/contracts';
import { eventContract, eventSearchContract, eventStatsContract, pollContract, registrationContract } from '@/lib/events/contracts';
import { projectContract, projectListContract, projectSearchContract } from '@/lib/projects/contracts';
import { buildEvent, buildEventStats, buildPoll, eventSearch, eventSearchPages, eventsFrom, registrationOf } from '@/mocks/factories/events';
import { buildPost } from '@/mocks/factories/posts';
import {
  buildProject,
  communityFigures,
  communityGraph,
  communitySummary,
  comparison,
  projectList,
  projectListPages,
  projectPosts,
  projectsFrom,
  projectSearch,
} from '@/mocks/factories/projects';

/**
 * The events and projects factories the client tests answer with build answers the real API could
 * give: each default output (and the resolvers' pages) inside its endpoint's contract.
 */
describe('R9 the events and projects fixture factories keep to the contracts', () => {
  it('R9 R1.2 R3.11 R4.11 events: an event, a search page, a registration, a poll and the host’s stats', () => {
    expect(contractBreach(eventContract, buildEvent())).toBeNull();
    expect(contractBreach(eventSearchContract, eventSearch(eventsFrom(1, 3)))).toBeNull();
    expect(contractBreach(eventSearchContract, eventSearchPages({ 1: eventsFrom(1, 2) }, 2)({ query: new URLSearchParams('page=1') }))).toBeNull();
    expect(contractBreach(registrationContract, registrationOf(buildEvent(), 'participant'))).toBeNull();
    expect(contractBreach(pollContract, buildPoll())).toBeNull();
    expect(contractBreach(eventStatsContract, buildEventStats())).toBeNull();
  });

  it('R9 R1.10 R1.11 projects: a project, a search page, a list page and a page of its posts', () => {
    expect(contractBreach(projectContract, buildProject(1))).toBeNull();
    expect(contractBreach(projectSearchContract, projectSearch(projectsFrom(1, 2)))).toBeNull();
    expect(contractBreach(projectListContract, projectList(projectsFrom(1, 2)))).toBeNull();
    expect(contractBreach(projectListContract, projectListPages({ 2: projectsFrom(11, 12) }, 12)({ query: new URLSearchParams('page=2') }))).toBeNull();
    expect(contractBreach(highlightsContract, projectPosts([buildPost({ pid: 3, tid: 30, postType: 'faq' })], [{ value: 'help', count: 1 }]))).toBeNull();
  });

  it('R9 R1.15 R9.6 a project’s community summary (each interval) and its activity graph', () => {
    for (const interval of ['day', 'week', 'month'] as const) expect(contractBreach(communitySummaryContract, communitySummary(interval))).toBeNull();
    expect(contractBreach(communitySummaryContract, communitySummary('week', communityFigures({ posts: comparison(0, 0), top_contributors: [] })))).toBeNull();
    expect(contractBreach(communityGraphContract, communityGraph())).toBeNull();
  });
});
