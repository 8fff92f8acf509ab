import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { kvCompareAndSet, kvDelete, kvGet, kvList, kvSet } from './repository';

/**
 * Fedify's key–value store on the app's PostgreSQL (issue 38): one table shared by every instance,
 * whichever database mode runs (embedded, external, in-process), so nothing else is needed to
 * federate. Keys are stored as their JSON array text; a time to live becomes `expires_at`, past
 * which an entry reads as absent (the hourly sweep removes it).
 */

const encode = (key: KvKey): string => JSON.stringify(key);

function expiry(options?: KvStoreSetOptions): Date | null {
  const ttl = options?.ttl;
  return ttl ? new Date(Date.now() + ttl.total({ unit: 'millisecond' })) : null;
}

export class PostgresKv implements KvStore {
  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    return (await kvGet(encode(key))) as T | undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await kvSet(encode(key), value, expiry(options));
  }

  async delete(key: KvKey): Promise<void> {
    await kvDelete(encode(key));
  }

  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    return kvCompareAndSet(encode(key), expectedValue, newValue, expiry(options));
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    for (const entry of await kvList(prefix ? encode(prefix) : null)) {
      yield { key: JSON.parse(entry.key) as KvKey, value: entry.value };
    }
  }
}
