import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadCache } from './readCache';

/** A request as the cache sees it: the learner, the URL and the headers. */
const read = (userId: number | null, url: string, headers: Record<string, string> = {}) =>
  ({ user: userId === null ? null : { id: userId }, url, headers }) as unknown as FastifyRequest;

describe('the read cache', () => {
  it('answers the same learner’s same URL from memory within its time, and loads again after it', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1_000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(read(1, '/api/x?page=0'), load)).toBe(1);
    clock = 999;
    expect(await cache.get(read(1, '/api/x?page=0'), load)).toBe(1);
    clock = 1_000;
    expect(await cache.get(read(1, '/api/x?page=0'), load)).toBe(2);
  });

  it('never gives one learner’s read to another, nor one URL’s to another', async () => {
    const cache = createReadCache();
    expect(await cache.get(read(1, '/api/x'), async () => 'one')).toBe('one');
    expect(await cache.get(read(2, '/api/x'), async () => 'two')).toBe('two');
    expect(await cache.get(read(1, '/api/x?page=1'), async () => 'page 1')).toBe('page 1');
    expect(await cache.get(read(1, '/api/x'), async () => 'again')).toBe('one');
  });

  it('loads every time for a request without a learner', async () => {
    const cache = createReadCache();
    let loads = 0;
    await cache.get(read(null, '/api/x'), async () => ++loads);
    await cache.get(read(null, '/api/x'), async () => ++loads);
    expect(loads).toBe(2);
  });

  it('makes a learner’s entries stale when they write, and only theirs', async () => {
    const cache = createReadCache();
    await cache.get(read(1, '/api/x'), async () => 'before');
    await cache.get(read(2, '/api/x'), async () => 'other learner');
    cache.forget(1);
    expect(await cache.get(read(1, '/api/x'), async () => 'after')).toBe('after');
    expect(await cache.get(read(2, '/api/x'), async () => 'reloaded')).toBe('other learner');
    cache.forgetAll();
    expect(await cache.get(read(2, '/api/x'), async () => 'reloaded')).toBe('reloaded');
  });

  it('makes the reads of shared data stale for every learner when another learner changes it, and only those', async () => {
    const cache = createReadCache();
    await cache.get(read(1, '/community'), async () => 'three answers', 'answers');
    await cache.get(read(1, '/list'), async () => 'Exam Memory 0', 'questions');
    await cache.get(read(1, '/notes'), async () => 'my notes');
    cache.changed('answers');
    expect(await cache.get(read(1, '/community'), async () => 'four answers', 'answers')).toBe('four answers');
    expect(await cache.get(read(1, '/list'), async () => 'unused', 'questions')).toBe('Exam Memory 0');
    expect(await cache.get(read(1, '/notes'), async () => 'unused')).toBe('my notes');
    cache.changed('questions');
    expect(await cache.get(read(1, '/list'), async () => 'Exam Memory 1', 'questions')).toBe('Exam Memory 1');
  });

  it('does not keep a read that a write overtook: the read loaded before the write and finished after it', async () => {
    const cache = createReadCache();
    let finish!: (value: string) => void;
    const slow = cache.get(read(1, '/api/x'), () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget(1);
    finish('from before the write');
    expect(await slow).toBe('from before the write');
    expect(await cache.get(read(1, '/api/x'), async () => 'after the write')).toBe('after the write');
  });

  it('shares one load between concurrent reads of one URL', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const results = await Promise.all(Array.from({ length: 8 }, () => cache.get(read(1, '/api/x'), load)));
    expect(results).toEqual(Array(8).fill(1));
    expect(loads).toBe(1);
  });

  it('keeps no failure: the next read loads again', async () => {
    const cache = createReadCache();
    await expect(cache.get(read(1, '/api/x'), async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(read(1, '/api/x'), async () => 'up again')).toBe('up again');
  });

  it('loads afresh for Cache-Control: no-cache, and keeps what it loaded', async () => {
    const cache = createReadCache();
    await cache.get(read(1, '/api/x'), async () => 'first');
    expect(await cache.get(read(1, '/api/x', { 'cache-control': 'no-cache' }), async () => 'fresh')).toBe('fresh');
    expect(await cache.get(read(1, '/api/x'), async () => 'unused')).toBe('fresh');
  });

  it('drops expired entries as new ones come and keeps the live ones', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1_000, now: () => clock });
    await cache.get(read(1, '/a'), async () => 'a');
    clock = 500;
    await cache.get(read(1, '/b'), async () => 'b');
    clock = 1_200;
    await cache.get(read(1, '/c'), async () => 'c');
    clock = 1_400;
    expect(await cache.get(read(1, '/b'), async () => 'unused')).toBe('b');
    clock = 1_600;
    expect(await cache.get(read(1, '/a'), async () => 'a again')).toBe('a again');
  });

  it('holds at most its size, dropping the oldest entries first', async () => {
    const cache = createReadCache({ size: 2 });
    await cache.get(read(1, '/a'), async () => 'a');
    await cache.get(read(1, '/b'), async () => 'b');
    await cache.get(read(1, '/c'), async () => 'c');
    expect(await cache.get(read(1, '/a'), async () => 'a again')).toBe('a again');
    expect(await cache.get(read(1, '/c'), async () => 'unused')).toBe('c');
  });
});
