import { describe, expect, it, vi } from 'vitest';
import { createDashboardResource } from './dashboardResource';

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('dashboard resource', () => {
  it('loads on start, says when it failed, and loads again on reload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ word: 'serene' });
    const resource = createDashboardResource(load);
    expect(load).not.toHaveBeenCalled();
    resource.start();
    expect(resource.loading.value).toBe(true);
    await settle();
    expect(resource.failed.value).toBeInstanceOf(Error);
    await resource.reload();
    expect([resource.data.value, resource.failed.value, resource.loading.value]).toEqual([{ word: 'serene' }, null, false]);
  });

  it('takes a fresh copy with set and drops a load that answers after it', async () => {
    let answer!: (value: number) => void;
    const resource = createDashboardResource(() => new Promise<number>((resolve) => { answer = resolve; }));
    resource.start();
    resource.set(2);
    answer(1);
    await settle();
    expect(resource.data.value).toBe(2);
  });
});
