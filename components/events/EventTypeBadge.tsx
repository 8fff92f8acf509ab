import { Badge } from '@/components/ui';
import { eventBadgeColour, eventTypeLabel } from '@/lib/constants';

/** R3.20: the event type as a coloured label (webinar blue, AMA purple, each other type its own colour). */
export function EventTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone="solid" colour={eventBadgeColour(type)} data={{ 'data-event-type': type }}>
      {eventTypeLabel(type)}
    </Badge>
  );
}
