import type { PushDevice } from '@/lib/push/types';
import type { DeviceRow } from './repository';

/** A device row as the member's settings list it (issue 37). */
export function presentDevice(d: DeviceRow): PushDevice {
  return { id: d.id, label: d.label, createdAt: d.createdAt, lastPushedAt: d.lastPushedAt };
}
