import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { avatarFileProblem, createProfileForm, premiumState, profileProblems } from './profileForm';
import type { CurrentUser, ProfileUpdate } from './types';

const user: CurrentUser = {
  id: 7, email: 'sara@pte.test', name: 'Sara',
  profile: {
    nickname: 'Sara', avatar: null, language: 'fa', status: 'TRIAL', pteType: 'PTE Academic', expireDate: null,
    timeZone: 'UTC', country: null, nativeLanguage: null,
  },
};

const lists = { countries: new Set(['IR', 'DE']), nativeLanguages: new Set(['PERSIAN']), languages: new Set(['fa', 'de']) };

describe('profile problems (shared with PATCH /api/profile)', () => {
  it('names a blank or over-long nickname and a long name, counting emoji as one character', () => {
    expect(profileProblems({ nickname: '  ' }).map((problem) => [problem.field, problem.message])).toEqual([['nickname', 'Enter a nickname.']]);
    expect(profileProblems({ nickname: 'n'.repeat(61) })[0]).toMatchObject({
      field: 'nickname', key: 'nicknameLong', values: { max: 60, count: 61 }, message: 'A nickname can be at most 60 characters (this one has 61).',
    });
    expect(profileProblems({ nickname: '😀'.repeat(60) })).toEqual([]);
    expect(profileProblems({ name: 'x'.repeat(121) })[0]!.field).toBe('name');
  });

  it('takes list fields only from their lists; null clears; a list not given is not checked', () => {
    const update: ProfileUpdate = { country: 'XX', nativeLanguage: 'KLINGON', language: 'xx' };
    expect(profileProblems(update, lists).map((problem) => problem.field)).toEqual(['country', 'nativeLanguage', 'language']);
    expect(profileProblems({ country: null, language: null }, lists)).toEqual([]);
    expect(profileProblems(update)).toEqual([]);
  });

  it('checks a chosen avatar file by type and size before it is sent', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })?.message).toBe('Choose a PNG, JPEG or WebP image.');
    expect(avatarFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })?.message).toBe('The image can be at most 2 MB (this one is 3 MB).');
    expect(avatarFileProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  });
});

describe('the profile form', () => {
  it('sends only the changed fields and takes what the server stored', async () => {
    const form = createProfileForm(user);
    form.start();
    expect(form.canSave.value).toBe(false);
    form.set('nickname', 'Sari');
    form.set('pteType', 'PTE Core');
    form.set('country', 'IR');
    expect(form.changes.value).toEqual({ nickname: 'Sari', pteType: 'PTE Core', country: 'IR' });
    const patch = vi.fn(async (update: ProfileUpdate) => ({ ...user, profile: { ...user.profile, ...update, nickname: 'Sari' } }) as CurrentUser);
    expect(await form.save(patch)).toMatchObject({ ok: true });
    expect(patch).toHaveBeenCalledOnce();
    expect(form.dirty.value).toBe(false);
    form.set('country', '');
    expect(form.changes.value).toEqual({ country: null });
  });

  it('shows a blank nickname beside the field instead of silently disabling Save, and sends nothing', async () => {
    const form = createProfileForm(user);
    form.set('nickname', ' ');
    expect(form.canSave.value).toBe(true);
    expect(form.errors.value.nickname).toMatchObject({ key: 'nicknameBlank', message: 'Enter a nickname.' });
    const patch = vi.fn();
    expect(await form.save(patch)).toEqual({ ok: false, message: null });
    expect(patch).not.toHaveBeenCalled();
  });

  it('puts the server\'s field errors beside their fields and its message in the outcome; editing the field clears it', async () => {
    const form = createProfileForm(user);
    form.set('timeZone', 'Mars/Olympus');
    const body = { status: 400, message: 'Mars/Olympus is not a time zone.', errors: [{ field: 'timeZone', defaultMessage: 'Mars/Olympus is not a time zone.' }] };
    const outcome = await form.save(async () => { throw new ApiError(400, body.message, body); });
    expect(outcome).toEqual({ ok: false, message: 'Mars/Olympus is not a time zone.' });
    expect(form.errors.value.timeZone).toEqual({ key: null, message: 'Mars/Olympus is not a time zone.' });
    form.set('timeZone', 'Asia/Tehran');
    expect(form.errors.value.timeZone).toBeUndefined();
    const offline = await form.save(async () => { throw new TypeError('Failed to fetch'); });
    expect(offline).toEqual({ ok: false, message: 'Failed to update settings' });
  });

  it('takes a learner changed elsewhere unless there are unsaved edits', () => {
    const form = createProfileForm(user);
    form.sync({ ...user, profile: { ...user.profile, language: null } });
    expect(form.values.value.language).toBe('');
    form.set('nickname', 'Typed');
    form.sync({ ...user, profile: { ...user.profile, language: 'fa' } });
    expect(form.values.value).toMatchObject({ nickname: 'Typed', language: '' });
  });

  it('checks an avatar before uploading it, and keeps the stored address after', async () => {
    const form = createProfileForm(user);
    const upload = vi.fn(async () => ({ ...user, profile: { ...user.profile, avatar: '/media/uploads/a.png' } }));
    expect(await form.uploadAvatar(new File(['x'], 'a.gif', { type: 'image/gif' }), upload)).toBeNull();
    expect(form.avatarProblem.value?.message).toBe('Choose a PNG, JPEG or WebP image.');
    expect(upload).not.toHaveBeenCalled();
    await form.uploadAvatar(new File(['x'], 'a.png', { type: 'image/png' }), upload);
    expect(form.avatar.value).toBe('/media/uploads/a.png');
    expect(form.avatarProblem.value).toBeNull();
    await form.removeAvatar(async (update) => ({ ...user, profile: { ...user.profile, avatar: update.avatar ?? null } }));
    expect(form.avatar.value).toBeNull();
  });
});

describe('premium state', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('counts premium days rounded up, and tells trial, free and a passed expiry apart', () => {
    expect(premiumState({ status: 'PREMIUM', expireDate: '2026-01-20T00:00:00Z' }, now)).toEqual({ kind: 'PREMIUM', daysLeft: 10, expireDate: '2026-01-20T00:00:00Z' });
    expect(premiumState({ status: 'PREMIUM', expireDate: '2026-01-01T00:00:00Z' }, now)).toEqual({ kind: 'EXPIRED', expireDate: '2026-01-01T00:00:00Z' });
    expect(premiumState({ status: 'PREMIUM', expireDate: null }, now)).toEqual({ kind: 'PREMIUM', daysLeft: null, expireDate: null });
    expect(premiumState({ status: 'TRIAL', expireDate: null }, now)).toEqual({ kind: 'TRIAL' });
  });
});
