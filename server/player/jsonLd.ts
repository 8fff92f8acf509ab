/** The event page's recording JSON-LD lives in lib (pure: the mocked page loader builds it too). */
export { eventEpisodeLd } from '@/lib/events/episodeLd';
