import { describe, expect, it, vi } from 'vitest';
import { createSession, tokensFromResponse, type KeyValueStorage } from './session';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('session refresh rules', () => {
  it('refreshes when the access token is within 3 s of expiry and stores the new tokens', async () => {
    let now = 100_000;
    const refresh = vi.fn().mockResolvedValue({ access_token: 'new', expires_in: 600, refresh_token: 'r2' });
    const session = createSession({ storage: memoryStorage(), refresh, now: () => now });
    session.set(tokensFromResponse({ access_token: 'old', expires_in: 10, refresh_token: 'r1' }, now));
    await session.tick();
    expect(refresh).not.toHaveBeenCalled();
    now += 7_500;
    await session.tick();
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(session.get()).toMatchObject({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('logs out after 3 failed refreshes and sets the logged-in cookie to false on each failure', async () => {
    const now = 0;
    const cookie = vi.fn();
    const onLogout = vi.fn();
    const session = createSession({ storage: memoryStorage(), refresh: vi.fn().mockRejectedValue(new Error('down')), now: () => now, setLoggedInCookie: cookie, onLogout });
    session.set({ accessToken: 'a', refreshToken: 'r', expireTimestamp: 1000, refreshExpireTime: null });
    await session.tick();
    await session.tick();
    expect(onLogout).not.toHaveBeenCalled();
    await session.tick();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(session.get()).toBeNull();
    expect(cookie).toHaveBeenLastCalledWith(false);
  });

  it('without a refresh token, logs out after 3 ticks past expiry', async () => {
    const onLogout = vi.fn();
    const session = createSession({ storage: memoryStorage(), refresh: vi.fn(), now: () => 5000, onLogout });
    session.set({ accessToken: 'a', refreshToken: null, expireTimestamp: 1000, refreshExpireTime: null });
    await session.tick();
    await session.tick();
    expect(onLogout).not.toHaveBeenCalled();
    await session.tick();
    expect(onLogout).toHaveBeenCalled();
  });

  it('logs out at once when the refresh token has expired', async () => {
    const onLogout = vi.fn();
    const session = createSession({ storage: memoryStorage(), refresh: vi.fn(), now: () => 9000, onLogout });
    session.set({ accessToken: 'a', refreshToken: 'r', expireTimestamp: 99_999, refreshExpireTime: 8000 });
    await session.tick();
    expect(onLogout).toHaveBeenCalled();
  });
});
