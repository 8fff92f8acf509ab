import { buildEvent } from '@/mocks/factories/events';
import { eventEpisodeLd } from '@/server/player/jsonLd';

const ORIGIN = 'https://community.example';

describe('R3.17 an event page with an audio recording names its PodcastEpisode', () => {
  it('R3.17 a published event with an available recording was recordedIn a PodcastEpisode with its audio and series', () => {
    const event = buildEvent({ id: 12, recording_status: 'available', recording_url: '/audio/session.mp3', images: { cover: '/uploads/cover.png', thumbnail: { mobile: '', desktop: '' }, backdrop: '' } });
    const ld = eventEpisodeLd(event, ORIGIN);
    expect(ld).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Building plugins together',
      url: `${ORIGIN}/events/12/building-plugins-together`,
      datePublished: '2030-01-15T17:00:00.000Z',
      image: `${ORIGIN}/uploads/cover.png`,
      author: { '@type': 'Person', name: 'Host Person', url: `${ORIGIN}/user/host` },
      associatedMedia: { '@type': 'AudioObject', contentUrl: `${ORIGIN}/audio/session.mp3`, encodingFormat: 'audio/mpeg' },
      partOfSeries: { '@type': 'PodcastSeries', webFeed: `${ORIGIN}/podcast.xml` },
    });
    // Page props are JSON: nothing undefined inside.
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('R3.17 no episode without an available recording, or for an event that is not published', () => {
    const recorded = { recording_status: 'available' as const, recording_url: '/audio/session.mp3' };
    expect(eventEpisodeLd(buildEvent({}), ORIGIN)).toBeNull();
    expect(eventEpisodeLd(buildEvent({ ...recorded, recording_status: 'processing' }), ORIGIN)).toBeNull();
    expect(eventEpisodeLd(buildEvent({ ...recorded, event_status: 'unpublished' }), ORIGIN)).toBeNull();
  });
});
