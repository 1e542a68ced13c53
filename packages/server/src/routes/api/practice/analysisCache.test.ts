import { describe, expect, it } from 'vitest';
import { createAnalysisCache } from './analysisCache';

describe('model-answer analysis cache', () => {
  it('analyses a key once and shares the result', async () => {
    const cache = createAnalysisCache<{ key: string }>(2);
    let runs = 0;
    const analyse = async () => {
      runs += 1;
      return { key: 'a' };
    };
    const [first, second] = await Promise.all([cache.get('a', analyse), cache.get('a', analyse)]);
    expect(first).toBe(second);
    expect(runs).toBe(1);
  });

  it('keeps at most its limit, evicting the least recently used analysis', async () => {
    const cache = createAnalysisCache<{ key: string }>(2);
    const runs: string[] = [];
    const analyse = (key: string) => async () => {
      runs.push(key);
      return { key };
    };
    await cache.get('a', analyse('a'));
    await cache.get('b', analyse('b'));
    await cache.get('a', analyse('a'));
    await cache.get('c', analyse('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', analyse('a'));
    await cache.get('b', analyse('b'));
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets a failed analysis so the next request tries again', async () => {
    const cache = createAnalysisCache<{ key: string }>(2);
    await expect(cache.get('a', async () => Promise.reject(new Error('engine down')))).rejects.toThrow('engine down');
    await expect(cache.get('a', async () => ({ key: 'a' }))).resolves.toEqual({ key: 'a' });
    expect(cache.size).toBe(1);
  });
});
