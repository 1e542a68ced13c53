import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** A learner's repeated reads of the same list within a second, answered from memory (docs/performance-at-scale.md). */
    readCache: ReadCache;
  }
}

export interface ReadCache {
  /**
   * What `load` gives for this request's learner and URL: from memory when the same learner read the same URL less than
   * READ_CACHE_MS ago and nothing they (or an unidentified caller) wrote through this process since; concurrent reads
   * of one URL share one load. A request with `Cache-Control: no-cache` always loads (and refreshes the entry).
   */
  get<T>(request: FastifyRequest, load: () => Promise<T>, shared?: SharedData): Promise<T>;
  /** Data other learners see changed (after the write is committed): reads that show it load again. */
  changed(shared: SharedData): void;
  /** Everything cached for this learner is stale (a write of theirs that did not come through a request). */
  forget(userId: number): void;
  /** Everything cached is stale (a write that may touch any learner). */
  forgetAll(): void;
}

/**
 * What one learner's write can change in another learner's reads: a question's Exam Memory count (`questions`: the
 * lists and the question), the community's answers (`answers`: an answer scored or deleted).
 */
export type SharedData = 'questions' | 'answers';

/**
 * How long a read serves the same learner's same request again. A write by the learner through this process makes
 * their entries stale at once (before the write runs and again when it is answered, so a read that ran beside it is
 * not kept), and so does a scoring job of theirs that ends here; another learner's write through this process that
 * others see (`changed`: an Exam Memory report, an answer in the community's list) makes the reads showing it stale.
 * A write through another API process (or a worker process's score) shows within this time, as the learner row of a
 * bearer token does (plugins/auth.ts).
 */
const READ_CACHE_MS = 1_000;
/** Entries kept at most; past it the oldest go first (a Map keeps insertion order). */
const READ_CACHE_SIZE = 5_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
  learnerGeneration: number;
  generation: number;
  shared?: SharedData;
  sharedGeneration: number;
}

/**
 * Each learner has a generation, bumped by every write of theirs, each kind of shared data one, bumped when another
 * learner's write changes it, and the cache one, bumped by every write that may touch anyone; an entry counts only
 * while all are the ones it was loaded under, so a write never has to find the entries it makes stale. A bump after the
 * write is committed is enough to be exact: a read that began before it is not kept, one that began after it read the
 * write.
 */
export function createReadCache(options: { ttlMs?: number; size?: number; now?: () => number } = {}): ReadCache {
  const ttl = options.ttlMs ?? READ_CACHE_MS;
  const size = options.size ?? READ_CACHE_SIZE;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const learnerGenerations = new Map<number, number>();
  let generation = 0;
  const sharedGenerations: Record<SharedData, number> = { questions: 0, answers: 0 };

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    learnerGenerations.clear();
  };

  return {
    async get<T>(request: FastifyRequest, load: () => Promise<T>, shared?: SharedData): Promise<T> {
      const userId = request.user?.id;
      // Only a learner's own reads are kept: a route without a learner loads every time.
      if (userId === undefined) return load();
      const key = `${userId} ${request.url}`;
      const learnerGeneration = learnerGenerations.get(userId) ?? 0;
      const fresh = /(^|,)\s*no-cache\s*(,|$)/i.test(request.headers['cache-control'] ?? '');
      const sharedGeneration = shared ? sharedGenerations[shared] : 0;
      const found = entries.get(key);
      if (!fresh && found && found.until > now() && found.learnerGeneration === learnerGeneration && found.generation === generation
        && found.shared === shared && found.sharedGeneration === sharedGeneration) {
        return found.value as Promise<T>;
      }
      const value = load();
      const at = now();
      const entry: Entry = { value, until: at + ttl, learnerGeneration, generation, shared, sharedGeneration };
      entries.delete(key);
      // Entries are kept in the order they were loaded, so the expired ones are at the front: they go now, and memory
      // holds about a second of reads, not the last `size` of them.
      for (const [oldKey, old] of entries) {
        if (old.until > at && entries.size < size) break;
        entries.delete(oldKey);
      }
      entries.set(key, entry);
      // A failed load is not kept; a load that a write overtook is not kept past it (the generations differ).
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget(userId) {
      learnerGenerations.set(userId, (learnerGenerations.get(userId) ?? 0) + 1);
      if (learnerGenerations.size > size) forgetAll();
    },
    changed(shared) {
      sharedGenerations[shared] += 1;
    },
    forgetAll,
  };
}

// A CORS preflight changes nothing.
const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** The read cache, with every write request making its learner's entries stale (or everyone's, without a learner). */
export default fp(async function readCachePlugin(app: FastifyInstance) {
  const cache = createReadCache();
  app.decorate('readCache', cache);
  const stale = (request: FastifyRequest) => {
    if (request.user) cache.forget(request.user.id);
    // A write with no learner (a payment callback, a sign-out, the identity provider's forms) may change anyone.
    else if (!request.headers.authorization) cache.forgetAll();
  };
  // Before the handler (the learner is known once the route's authentication ran), and again when it is answered.
  app.addHook('preHandler', async (request) => {
    if (writes(request.method)) stale(request);
  });
  app.addHook('onResponse', async (request) => {
    if (writes(request.method)) stale(request);
  });
}, { name: 'read-cache' });
