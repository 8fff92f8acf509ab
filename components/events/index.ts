/** What other features use of events: the event card of every event list (saved list). */
export { EventCard, EventCardSkeletons } from './EventCard';
