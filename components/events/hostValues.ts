import type { FieldErrors } from '@/components/ui';
import type { PickedProject } from '@/components/projects';
import { timeZoneOrUtc } from '@/lib/events/display';
import { msToZonedInput, zonedInputToMs } from '@/lib/events/zones';
import { guessTimezone, isMediaUrl } from '@/lib/events/rules';
import type { CreateEventBody } from '@/lib/events/schemas';
import { streamUrlIssue, type StreamAllow } from '@/lib/events/stream';
import { EVENT_DEFAULTS, EVENT_LIMITS, type EventCreator, type EventData } from '@/lib/events/types';
import type { EventsT } from '@/lib/events/texts';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/numbers';
import type { OrganizerValue } from './OrganizersField';

// The host form's values: what the inputs start with, their checks, and the request body they make.

/** The host form's values, as the inputs hold them. */
export interface HostValues {
  title: string;
  summary: string;
  description: string;
  event_type: string;
  /** `datetime-local`, in `timezone`. */
  start: string;
  timezone: string;
  /** Minutes. */
  duration: string;
  /** 0: unlimited. */
  no_of_seats: string;
  enable_discussion: boolean;
  /** Comma-separated. */
  tags: string;
  cover: string;
  recording_url: string;
  /** The live stream's address (issue 36); '' for none. */
  stream_url: string;
  /** The hosts (R3.4), the creator first. */
  organizers: OrganizerValue[];
  /** The projects the event belongs to (chosen with project search). */
  projects: PickedProject[];
}

export function initialValues(editing: EventData | null, me: EventCreator | null): HostValues {
  const timezone = editing ? timeZoneOrUtc(editing.timezone) : guessTimezone();
  return {
    title: editing?.title ?? '',
    summary: editing?.summary ?? '',
    description: editing?.descriptionRaw ?? '',
    event_type: editing?.event_type ?? EVENT_DEFAULTS.event_type,
    start: editing ? msToZonedInput(editing.timestamp, timezone) : '',
    timezone,
    duration: String(editing?.duration ?? EVENT_DEFAULTS.duration),
    no_of_seats: String(editing?.no_of_seats ?? EVENT_DEFAULTS.no_of_seats),
    enable_discussion: editing?.enable_discussion ?? EVENT_DEFAULTS.enable_discussion,
    tags: (editing?.tags ?? []).map((t) => t.tag_name).join(', '),
    cover: editing?.images?.cover ?? '',
    recording_url: editing?.recording_url ?? '',
    stream_url: editing?.stream_url ?? '',
    organizers: editing
      ? editing.organizers.map((o) => ({ user: o.user, bio: o.bio }))
      : me
        ? [{ user: me, bio: '' }]
        : [],
    projects: (editing?.project_details ?? []).map((p) => ({ id: p.id, name: p.name })),
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body the values make (the service's own schema checks it, lib/events/schemas.ts). */
export function bodyOf(values: HostValues): CreateEventBody {
  const tags = values.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    description: values.description,
    event_type: values.event_type as CreateEventBody['event_type'],
    timestamp: zonedInputToMs(values.start, values.timezone) ?? 0,
    timezone: values.timezone,
    duration: whole(values.duration),
    no_of_seats: whole(values.no_of_seats),
    enable_discussion: values.enable_discussion,
    tags,
    images: { cover: values.cover },
    organizers: values.organizers.map((o) => ({ user_id: o.user.uid, bio: o.bio.trim() })),
    projects: values.projects.map((p) => p.id),
    stream_url: values.stream_url.trim(),
    // An emptied address removes a saved recording (and says there is none).
    ...(values.recording_url.trim()
      ? { recording_url: values.recording_url.trim(), recording_status: 'available' as const }
      : { recording_url: '', recording_status: 'not_available' as const }),
  };
}

/** The values' mistakes, in the page's language (`t`'s, and `locale` for the numbers in them). */
export function validate(values: HostValues, t: EventsT, locale: Locale, streams: StreamAllow): FieldErrors<HostValues> {
  const errors: FieldErrors<HostValues> = {};
  if (values.title.trim().length < EVENT_LIMITS.titleMin) errors.title = t('host.errors.title', { min: EVENT_LIMITS.titleMin });
  if (zonedInputToMs(values.start, values.timezone) === null) errors.start = t('host.errors.start');
  const duration = whole(values.duration);
  if (!(duration >= EVENT_LIMITS.durationMin && duration <= EVENT_LIMITS.durationMax)) {
    errors.duration = t('host.errors.duration', { min: EVENT_LIMITS.durationMin, max: formatCount(EVENT_LIMITS.durationMax, locale) });
  }
  const seats = whole(values.no_of_seats);
  if (!(seats >= 0 && seats <= EVENT_LIMITS.seatsMax)) errors.no_of_seats = t('host.errors.seats');
  if (values.recording_url.trim() && !isMediaUrl(values.recording_url.trim())) errors.recording_url = t('host.errors.recording');
  // Issue 36: the server's own rule, with the site's allow-list.
  if (streamUrlIssue(values.stream_url.trim(), streams)) errors.stream_url = t('host.errors.stream');
  return errors;
}
