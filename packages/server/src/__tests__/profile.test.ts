import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type CurrentUser } from '@pte-kit/core';
import { databases, fixtureItems, signIn, signInDemoLearners, testApp } from './helpers';

type Headers = { authorization: string };
type ErrorBody = { status: number; message: string; errors: { field: string; defaultMessage: string }[] };

/** A multipart body with one file part, as a browser's FormData sends it. */
function form(headers: Headers, bytes: Buffer, filename: string, name = 'avatar', type = 'image/png') {
  const boundary = 'profile-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databases)('profile settings on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: Headers;
  let premium: Headers;
  /** A second learner, who must never read or change the first one's profile. */
  let other: Headers;

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ trial, premium } = await signInDemoLearners(ctx.app));
    await ctx.app.repositories.users.create({ email: 'rez@pte.test', password: 'Practice123!', nickname: 'Rez', emailVerified: true });
    const session = await signIn(ctx.app, 'rez@pte.test', 'Practice123!');
    if (!session.ok) throw new Error('sign-in failed');
    other = session.auth;
  }, 120_000);

  afterAll(async () => ctx?.close());

  const patch = (headers: Headers | Record<string, never>, payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers, payload });
  const me = async (headers: Headers) => (await ctx.app.inject({ method: 'GET', url: '/api/users/currentUser/', headers })).json() as CurrentUser;
  const refused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    return response.json() as ErrorBody;
  };

  it('answers 401 with the error body without a token', async () => {
    for (const [method, path] of [['GET', '/api/users/currentUser/'], ['PATCH', '/api/profile'], ['POST', '/api/profile/avatar']] as const) {
      const response = await ctx.app.inject({ method, url: path, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, message: expect.any(String) });
    }
  });

  it('carries what the form shows: status, expiry, country, native language, language and time zone', async () => {
    expect((await me(trial)).profile).toMatchObject({ status: 'TRIAL', expireDate: null, country: null, nativeLanguage: null, timeZone: 'UTC' });
    const premiumUser = await me(premium);
    expect(premiumUser.profile.status).toBe('PREMIUM');
    expect(Date.parse(premiumUser.profile.expireDate!)).toBeGreaterThan(Date.now());
    const remaining = (await ctx.app.inject({ method: 'GET', url: '/api/settings/remaining', headers: premium })).json() as { remainingDays: number };
    expect(remaining.remainingDays).toBe(Math.ceil((Date.parse(premiumUser.profile.expireDate!) - Date.now()) / 86_400_000));
  });

  it('saves every field of the form, matching list ids in any case, and clears a list field with null', async () => {
    const saved = await patch(other, {
      name: '  Reza Rahimi ', nickname: ' Rezi ', pteType: 'PTE Core', country: 'ir', nativeLanguage: 'persian', language: 'FA', timeZone: 'Asia/Tehran',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Reza Rahimi',
      profile: { nickname: 'Rezi', pteType: 'PTE Core', country: 'IR', nativeLanguage: 'PERSIAN', language: 'fa', timeZone: 'Asia/Tehran' },
    });
    expect((await me(other)).profile).toMatchObject({ country: 'IR', nativeLanguage: 'PERSIAN', pteType: 'PTE Core' });
    const cleared = await patch(other, { country: null, nativeLanguage: null, language: null });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as CurrentUser).profile).toMatchObject({ country: null, nativeLanguage: null, language: null, nickname: 'Rezi' });
  });

  it('refuses a blank nickname and one over 60 characters, naming the field, and never cuts it', async () => {
    expect(refused(await patch(other, { nickname: '   ' }))).toEqual({
      status: 400, message: 'Enter a nickname.', errors: [{ field: 'nickname', defaultMessage: 'Enter a nickname.' }],
    });
    const long = 'n'.repeat(LIMITS.nicknameChars + 1);
    expect(refused(await patch(other, { nickname: long })).errors).toEqual([
      { field: 'nickname', defaultMessage: 'A nickname can be at most 60 characters (this one has 61).' },
    ]);
    // Sixty characters, emoji counted as one each, fit.
    const sixty = `${'😀'.repeat(10)}${'a'.repeat(50)}`;
    expect((await patch(other, { nickname: sixty })).statusCode).toBe(200);
    expect((await me(other)).profile.nickname).toBe(sixty);
    expect(refused(await patch(other, { name: 'x'.repeat(LIMITS.nameChars + 1) })).errors.map((error) => error.field)).toEqual(['name']);
  });

  it('takes languages, native languages and countries only from their lists, and names every wrong field at once', async () => {
    const body = refused(await patch(other, { language: 'xx', nativeLanguage: 'KLINGON', country: 'Atlantis', timeZone: 'Mars/Olympus', pteType: 'PTE Core' }));
    expect(body.errors.map((error) => error.field).sort()).toEqual(['country', 'language', 'nativeLanguage', 'timeZone']);
    expect(body.errors.find((error) => error.field === 'language')!.defaultMessage).toBe('xx is not in the list: choose one of its entries.');
    expect(refused(await patch(other, { country: 'XK1' })).errors[0]!.field).toBe('country');
    expect(refused(await patch(other, { pteType: 'ACADEMIC' })).errors[0]!.field).toBe('pteType');
    // Nothing of a refused change is stored.
    expect((await me(other)).profile).toMatchObject({ language: null, country: null, pteType: 'PTE Core' });
    // Every code the languages list offers is accepted.
    const languages = (await ctx.app.inject({ method: 'GET', url: '/api/profile/languages', headers: other })).json() as Record<string, string>;
    for (const code of Object.keys(languages)) expect((await patch(other, { language: code })).statusCode, code).toBe(200);
  });

  it('refuses avatar strings that are not an upload (javascript:, links)', async () => {
    for (const avatar of ['javascript:alert(1)', 'https://tracker.example/pixel.gif', '/media/uploads/0123456789abcdef0123456789abcdef.png']) {
      expect(refused(await patch(other, { avatar })).errors[0]!.field, avatar).toBe('avatar');
    }
    expect((await me(other)).profile.avatar).toBeNull();
  });

  it('keeps each learner to their own profile: a change by one is not seen in, and cannot reach, the other', async () => {
    const before = await me(trial);
    expect((await patch(other, { nickname: 'Only Rez', country: 'DE' })).statusCode).toBe(200);
    const after = await me(trial);
    expect(after).toEqual(before);
    expect(after.profile.nickname).not.toBe('Only Rez');
    // There is no id to aim at: a body naming another learner's id is refused as an unknown field.
    expect(refused(await patch(other, { id: before.id, nickname: 'Hijack' })).errors[0]!.field).toBe('id');
    expect((await me(trial)).profile.nickname).toBe(before.profile.nickname);
    expect((await me(other)).email).toBe('rez@pte.test');
  });

  describe('avatar upload', () => {
    const upload = (bytes: Buffer, filename = 'me.png', headers: Headers = other) =>
      ctx.app.inject({ method: 'POST', url: '/api/profile/avatar', ...form(headers, bytes, filename) });
    const storedFile = async (avatar: string) => readFile(join(ctx.app.config.dataDir, 'media', 'uploads', avatar.split('/').pop()!));

    it('re-encodes and shrinks the image to 256 px at most, dropping its metadata, and serves it from this server', async () => {
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-location-marker', ImageDescription: 'GPS 35.6892 51.3890' } })
        .toBuffer();
      expect(photo.includes('secret-location-marker')).toBe(true);
      const response = await upload(photo, 'holiday.png');
      expect(response.statusCode).toBe(200);
      const avatar = (response.json() as CurrentUser).profile.avatar!;
      expect(avatar).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
      const stored = await storedFile(avatar);
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 256, 171]);
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes('secret-location-marker')).toBe(false);
      const served = await ctx.app.inject({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(served.rawPayload, stored)).toBe(0);
      // The other learner's profile still has no avatar.
      expect((await me(trial)).profile.avatar).toBeNull();
    });

    it('keeps a small image at its size, and bytes appended after it are gone', async () => {
      const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#336699' } }).png().toBuffer();
      const polyglot = Buffer.concat([small, Buffer.from('<script>alert(1)</script>')]);
      const response = await upload(polyglot, 'tiny.png');
      expect(response.statusCode).toBe(200);
      const stored = await storedFile((response.json() as CurrentUser).profile.avatar!);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
      expect(stored.includes('<script>')).toBe(false);
    });

    it('refuses a file that is not an image whatever its name, a broken image, and one over 2 MB', async () => {
      const before = (await me(other)).profile.avatar;
      const text = refused(await upload(Buffer.from('<svg onload=alert(1)>'), 'innocent.png'));
      expect(text.errors).toEqual([{ field: 'avatar', defaultMessage: 'innocent.png is not a PNG, JPEG or WebP image' }]);
      // PNG magic bytes and then nothing an image decoder can read.
      const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);
      expect(refused(await upload(broken, 'broken.png')).errors[0]).toEqual({
        field: 'avatar', defaultMessage: 'The avatar could not be read as an image: choose a PNG, JPEG or WebP picture.',
      });
      const huge = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(LIMITS.imageBytes + 10, 1)]);
      expect(refused(await upload(huge, 'huge.png')).errors[0]).toEqual({ field: 'avatar', defaultMessage: 'The avatar can be at most 2 MB.' });
      expect((await me(other)).profile.avatar).toBe(before);
    });

    it('removes the avatar with null', async () => {
      const removed = await patch(other, { avatar: null });
      expect(removed.statusCode).toBe(200);
      expect((removed.json() as CurrentUser).profile.avatar).toBeNull();
    });
  });
});
