/** What other features use of events: the event card of every event list (saved list). */
export { EventCard, EventCardSkeletons } from './EventCard';
/** The filters of an event list (a project page's events). */
export { EventFilters } from './EventFilters';
