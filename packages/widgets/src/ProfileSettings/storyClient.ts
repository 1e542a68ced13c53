import { ApiError, type CurrentUser, type ProfileUpdate, type PteClient } from '@pte-kit/core';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

export const LEARNER: CurrentUser = {
  id: 12, email: 'sara@pte.test', name: 'Sara Ahmadi',
  profile: {
    nickname: 'Sara', avatar: null, language: 'fa', status: 'PREMIUM', pteType: 'PTE Academic',
    expireDate: '2026-12-24T10:00:00Z', timeZone: 'Asia/Tehran', country: 'IR', nativeLanguage: 'PERSIAN',
  },
};

/** A 1×1 PNG (a blue dot) standing for the server's stored avatar in stories. */
const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const COUNTRIES = [{ id: 'AU', value: 'Australia' }, { id: 'DE', value: 'Germany' }, { id: 'IN', value: 'India' }, { id: 'IR', value: 'Iran' }];
const TIME_ZONES = [{ id: 'UTC', value: 'UTC (+00:00)' }, { id: 'Asia/Tehran', value: 'Asia/Tehran (+03:30)' }, { id: 'Australia/Sydney', value: 'Australia/Sydney (+11:00)' }];
const NATIVE = [{ id: 'ENGLISH', value: 'English' }, { id: 'HINDI', value: 'Hindi' }, { id: 'PERSIAN', value: 'Persian' }];
const LANGUAGES = { fa: 'Persian (فارسی)', de: 'German (Deutsch)', hi: 'Hindi (हिन्दी)' };

const refuse = (field: string, message: string) => new ApiError(400, message, { status: 400, message, errors: [{ field, defaultMessage: message }] });

/**
 * The profile calls in memory, refusing what the server refuses (a nickname naming the server, for a story of a
 * server-side field error). `saves` records each PATCH body.
 */
export function profileClient({ user = LEARNER, delay = 150, saves = [] as ProfileUpdate[] } = {}): PteClient {
  let current = user;
  return {
    getCountries: async () => { await wait(delay); return COUNTRIES; },
    getTimeZones: async () => { await wait(delay); return TIME_ZONES; },
    getNativeLanguages: async () => { await wait(delay); return NATIVE; },
    getLanguages: async () => { await wait(delay); return LANGUAGES; },
    updateProfile: async (update: ProfileUpdate) => {
      await wait(delay);
      saves.push(update);
      if (update.nickname?.toLowerCase().includes('admin')) throw refuse('nickname', 'This nickname is reserved.');
      const { name, avatar, ...profile } = update;
      current = {
        ...current, name: name ?? current.name,
        profile: { ...current.profile, ...profile, ...(avatar !== undefined ? { avatar } : {}), nickname: (update.nickname ?? current.profile.nickname).trim() } as CurrentUser['profile'],
      };
      return current;
    },
    uploadAvatar: async () => {
      await wait(delay);
      current = { ...current, profile: { ...current.profile, avatar: DOT } };
      return current;
    },
  } as unknown as PteClient;
}
