import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFederation, generateCryptoKeyPair, MemoryKvStore, type Context, type Federation } from '@fedify/fedify';
import '../../server/federation/runtime';
import { Accept, Activity, Create, Event as ApEvent, Follow, isActor, Person, Undo } from '@fedify/vocab';

/**
 * A fediverse server of the tests' own (issue 38), playing the part of a Mastodon instance: a
 * Fedify federation on a local HTTP server whose host name (`localhost`) differs from the app's
 * (`127.0.0.1`). Its actors (`/users/{name}`) sign what they send with their own keys and keep
 * what their inbox received. Delivery is immediate (no queue), so a send has arrived when it
 * resolves.
 */

export interface FediversePeer {
  origin: string;
  actorUri(name: string): URL;
  /** Activities the peer's inboxes received, oldest first. */
  received: Activity[];
  context(): Context<void>;
  /** `name` follows the remote actor at `target`; answers the Follow sent. */
  follow(name: string, target: URL): Promise<Follow>;
  /** `name` takes back `follow`. */
  unfollow(name: string, follow: Follow): Promise<void>;
  /** `name` sends `activity` to the actor at `target` (looked up first). */
  send(name: string, target: URL, activity: Activity): Promise<void>;
  /** Waits until an activity matching `test` has arrived. */
  waitFor<T extends Activity>(test: (activity: Activity) => activity is T, ms?: number): Promise<T>;
  /**
   * Publishes an event organized by `organizer` at `/events/{id}` (as Mobilizon serves one), with
   * an HTML page at `/pages/{id}` that names it (`<link rel="alternate">`); answers its id.
   */
  hostEvent(id: string, organizer: string, fields: { name: string; summary?: string; startsAt: number; endsAt?: number }): URL;
  /** Serves `json` as it is (as application/activity+json) at `/objects/{id}`, in place of what was there; answers its address. */
  serveObject(id: string, json: Record<string, unknown>): URL;
  /** A key pair that is not the actor's own (for forged signatures). */
  strangerKeys: Promise<CryptoKeyPair>;
  close(): Promise<void>;
}

export async function startFediversePeer(): Promise<FediversePeer> {
  const received: Activity[] = [];
  const keys = new Map<string, Promise<CryptoKeyPair>>();
  const keysOf = (name: string) => {
    if (!keys.has(name)) keys.set(name, generateCryptoKeyPair('RSASSA-PKCS1-v1_5'));
    return keys.get(name)!;
  };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const federation: Federation<void> = createFederation<void>({ kv: new MemoryKvStore(), origin, allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: `${identifier} elsewhere`,
        inbox: ctx.getInboxUri(identifier),
        endpoints: null,
        publicKey: pairs[0]?.cryptographicKey ?? null,
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => [await keysOf(identifier)]);
  const events = new Map<string, ApEvent>();
  federation.setObjectDispatcher(ApEvent, '/events/{id}', (_ctx, values) => events.get(values.id) ?? null);
  const keep = async (_ctx: unknown, activity: Activity) => {
    received.push(activity);
  };
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Accept, keep).on(Create, keep).on(Activity, keep);

  const objects = new Map<string, Record<string, unknown>>();
  server.on('request', (req, res) => {
    const served = objects.get(/^\/objects\/([^/?]+)$/.exec(req.url ?? '')?.[1] ?? '');
    if (served) {
      res.writeHead(200, { 'Content-Type': 'application/activity+json' });
      res.end(JSON.stringify(served));
      return;
    }
    const page = /^\/pages\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    if (page && events.has(page)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>An event</title><link rel="alternate" type="application/activity+json" href="${origin}/events/${page}"></head><body></body></html>`);
      return;
    }
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = chunks.length > 0 && req.method !== 'GET' ? new Uint8Array(Buffer.concat(chunks)) : undefined;
      const response = await federation.fetch(new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body }), { contextData: undefined });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });

  const context = () => federation.createContext(new URL(origin), undefined);
  let sent = 0;
  return {
    origin,
    received,
    context,
    actorUri: (name) => context().getActorUri(name),
    async follow(name, target) {
      const ctx = context();
      const actor = await ctx.lookupObject(target.href);
      if (!actor || !isActor(actor)) throw new Error(`no actor at ${target.href}`);
      sent += 1;
      const follow = new Follow({ id: new URL(`/follows/${sent}`, origin), actor: ctx.getActorUri(name), object: actor.id });
      await ctx.sendActivity({ identifier: name }, actor, follow);
      return follow;
    },
    async unfollow(name, follow) {
      const ctx = context();
      const actor = await ctx.lookupObject(follow.objectId!.href);
      if (!actor || !isActor(actor)) throw new Error('no actor to unfollow');
      sent += 1;
      await ctx.sendActivity({ identifier: name }, actor, new Undo({ id: new URL(`/undos/${sent}`, origin), actor: ctx.getActorUri(name), object: follow }));
    },
    async send(name, target, activity) {
      const ctx = context();
      const actor = await ctx.lookupObject(target.href);
      if (!actor || !isActor(actor)) throw new Error(`no actor at ${target.href}`);
      await ctx.sendActivity({ identifier: name }, actor, activity);
    },
    async waitFor(test, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`nothing matching arrived in ${ms} ms (received: ${received.map((a) => a.constructor.name).join(', ') || 'none'})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    serveObject(id, json) {
      objects.set(id, json);
      return new URL(`/objects/${id}`, origin);
    },
    hostEvent(id, organizer, fields) {
      const ctx = context();
      const iri = ctx.getObjectUri(ApEvent, { id });
      events.set(
        id,
        new ApEvent({
          id: iri,
          attribution: ctx.getActorUri(organizer),
          name: fields.name,
          summary: fields.summary ?? null,
          startTime: Temporal.Instant.fromEpochMilliseconds(fields.startsAt),
          endTime: fields.endsAt === undefined ? null : Temporal.Instant.fromEpochMilliseconds(fields.endsAt),
          url: new URL(`/pages/${id}`, origin),
        }),
      );
      return iri;
    },
    strangerKeys: generateCryptoKeyPair('RSASSA-PKCS1-v1_5'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads until `ok` holds or `ms` passed; answers the last value read (the test then says what it expected). */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
