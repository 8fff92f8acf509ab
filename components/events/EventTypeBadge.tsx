import { Badge } from '@/components/ui';
import { eventBadgeColour } from '@/lib/constants';
import { eventTypeText } from '@/lib/events/texts';
import { useT } from '@/lib/i18n/useT';

/** R3.20: the event type as a coloured label (webinar blue, AMA purple, each other type its own colour). */
export function EventTypeBadge({ type }: { type: string }) {
  const t = useT('common');
  return (
    <Badge tone="solid" colour={eventBadgeColour(type)} data={{ 'data-event-type': type }}>
      {eventTypeText(type, t)}
    </Badge>
  );
}
