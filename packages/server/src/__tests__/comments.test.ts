import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type CommentDto, type CommentReplyDto, type ExamMemoryDto, type HalPage, type QuestionPage } from '@pte-kit/core';
import { removeImages, uploadsDir } from '../routes/api/comments/uploads';
import { databases, fixtureItems, signIn, testApp } from './helpers';

type Headers = { authorization: string };
type CommentPage = HalPage<'commentDtoList', CommentDto>;
type ReplyPage = HalPage<'commentReplyDtoList', CommentReplyDto>;

/** Real 1×1 / 2×2 images: a PNG, a JPEG (ffmpeg) and a WebP (libwebp). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/'
  + 'xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAACAAIDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCLAFF/f//Z',
  'base64',
);
const WEBP = Buffer.from('UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoCAAIAAgA0JaACdLoAA5gA/vmTb/+QH/+QH/+QH/8gP+IXeyAwAA==', 'base64');

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(fields: Record<string, string | number>, files: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe.each(databases)('comments and replies on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: Headers;
  let premium: Headers;
  let third: Headers;
  let dir: string;
  const ids: Record<string, number> = {};
  const filesBefore = new Set<string>();

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    const { seedDemoLearners } = await import('../seed');
    await seedDemoLearners(ctx.app.repositories.users);
    await ctx.app.repositories.users.create({ email: 'third@pte.test', password: 'Practice123!', nickname: 'Tia' });
    const sessions = await Promise.all(['trial@pte.test', 'premium@pte.test', 'third@pte.test'].map((email) => signIn(ctx.app, email, 'Practice123!')));
    if (sessions.some((session) => !session.ok)) throw new Error('sign-in failed');
    [trial, premium, third] = sessions.map((session) => (session.ok ? session.auth : { authorization: '' }));
    const list = (await get('/api/reading/rwFillInTheBlanks')).json() as QuestionPage;
    for (const row of list._embedded.questionList) ids[row.title] = row.id;
    dir = uploadsDir(ctx.app.config.dataDir);
    for (const name of await uploads()) filesBefore.add(name);
  }, 120_000);

  afterAll(async () => {
    if (dir) await removeImages(dir, (await uploads()).filter((name) => !filesBefore.has(name)));
    await ctx?.close();
  });

  const uploads = async () => readdir(dir).catch(() => [] as string[]);
  const newUploads = async () => (await uploads()).filter((name) => !filesBefore.has(name));
  const get = (path: string, headers: Headers = trial) => ctx.app.inject({ method: 'GET', url: path, headers });
  const send = (method: 'POST' | 'DELETE', path: string, headers: Headers = trial) => ctx.app.inject({ method, url: path, headers });
  const postForm = async (path: string, fields: Record<string, string | number>, files: Upload[] = [], headers: Headers = trial) => {
    const { payload, contentType } = await multipart(fields, files);
    return ctx.app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const postComment = (practiceId: number, comment: string, files: Upload[] = [], headers: Headers = trial) =>
    postForm('/api/comments', { practiceId, comment }, files, headers);
  const postReply = (commentId: number, reply: string, files: Upload[] = [], headers: Headers = trial) =>
    postForm('/api/commentReplies', { commentId, reply }, files, headers);
  const listComments = async (practiceId: number, query = '', headers: Headers = trial) => {
    const response = await get(`/api/comments/${practiceId}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as CommentPage;
  };

  it('needs a signed-in learner for the API but not for the images', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/comments/${ids['Tidal Energy']}` })).statusCode).toBe(401);
    const { payload, contentType } = await multipart({ practiceId: ids['Tidal Energy'], comment: 'hi' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/comments', headers: { 'content-type': contentType }, payload })).statusCode).toBe(401);
  });

  it('posts a comment without images', async () => {
    const response = await postComment(ids['Tidal Energy'], '  Harness goes with energy.  ');
    expect(response.statusCode).toBe(201);
    const comment = response.json() as CommentDto;
    expect(comment).toMatchObject({
      practiceId: ids['Tidal Energy'], nickname: expect.any(String), comment: 'Harness goes with energy.', images: [],
      likesCount: 0, liked: false, replyCount: 0, prediction: null, mine: true,
    });
    expect(Date.parse(comment.lastModifiedDate)).not.toBeNaN();
    expect((await listComments(ids['Tidal Energy'], '', premium))._embedded.commentDtoList[0]).toMatchObject({ id: comment.id, mine: false });
  });

  it('posts a comment with a PNG, a JPEG and a WebP image and serves each back with its type, cached for good', async () => {
    const response = await postComment(ids['Tidal Energy'], 'Three pictures', [
      { name: 'chart.png', bytes: PNG }, { name: 'photo.jpg', bytes: JPEG, type: 'image/jpeg' }, { name: 'scan.webp', bytes: WEBP, type: 'image/webp' },
    ]);
    expect(response.statusCode).toBe(201);
    const comment = response.json() as CommentDto;
    expect(comment.images).toHaveLength(3);
    const expected = [['image/png', PNG], ['image/jpeg', JPEG], ['image/webp', WEBP]] as const;
    for (const [index, path] of comment.images.entries()) {
      expect(path).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/);
      const image = await ctx.app.inject({ method: 'GET', url: path });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(expected[index][0]);
      expect(image.headers['cache-control']).toMatch(/public/);
      expect(image.headers['cache-control']).toMatch(/immutable/);
      expect(image.rawPayload.equals(expected[index][1])).toBe(true);
    }
  });

  it('names the type from the bytes, not from the client', async () => {
    const response = await postComment(ids['Tidal Energy'], 'A JPEG sent as a PNG', [{ name: 'photo.png', bytes: JPEG, type: 'image/png' }]);
    expect(response.statusCode).toBe(201);
    const [path] = (response.json() as CommentDto).images;
    expect(path).toMatch(/\.jpg$/);
    expect((await ctx.app.inject({ method: 'GET', url: path })).headers['content-type']).toBe('image/jpeg');
  });

  describe('validation', () => {
    const rejects = async (response: Awaited<ReturnType<typeof postComment>>, status: number, message: string) => {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status, message });
    };

    it('refuses an empty comment and one over 2000 characters', async () => {
      await rejects(await postComment(ids['Tidal Energy'], '   \n '), 400, 'Write your comment before sending it: it is empty.');
      await rejects(await postComment(ids['Tidal Energy'], 'a'.repeat(LIMITS.commentChars + 1)), 400,
        'A comment can be at most 2000 characters; this one has 2001.');
      expect((await postComment(ids['Tidal Energy'], 'a'.repeat(LIMITS.commentChars))).statusCode).toBe(201);
    });

    it('refuses a fourth image, an image over 2 MB by name, and a file that is not an image, leaving no file behind', async () => {
      const before = (await newUploads()).length;
      await rejects(await postComment(ids['Tidal Energy'], 'four', [PNG, PNG, PNG, PNG].map((bytes, index) => ({ name: `p${index}.png`, bytes }))),
        400, 'You can attach up to 3 images.');
      const big = Buffer.concat([PNG, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]);
      await rejects(await postComment(ids['Tidal Energy'], 'big', [{ name: 'small.png', bytes: PNG }, { name: 'big.png', bytes: big }]),
        400, 'big.png is larger than 2 MB');
      await rejects(await postComment(ids['Tidal Energy'], 'text', [{ name: 'notes.png', bytes: Buffer.from('just some text, honestly') }]),
        400, 'notes.png is not a PNG, JPEG or WebP image');
      await rejects(await postComment(ids['Tidal Energy'], 'svg', [{ name: 'x.webp', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/webp' }]),
        400, 'x.webp is not a PNG, JPEG or WebP image');
      expect((await newUploads()).length).toBe(before);
    });

    it('needs a question that exists and a multipart body', async () => {
      await rejects(await postForm('/api/comments', { comment: 'no question' }), 400, 'practiceId is required.');
      await rejects(await postForm('/api/comments', { practiceId: 'abc', comment: 'x' }), 400, 'practiceId must be a positive whole number.');
      await rejects(await postComment(999_999, 'missing', [{ name: 'a.png', bytes: PNG }]), 404, 'Question 999999 was not found.');
      const json = await ctx.app.inject({ method: 'POST', url: '/api/comments', headers: trial, payload: { practiceId: ids['Tidal Energy'], comment: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toContain('multipart/form-data');
      expect((await get('/api/comments/999999')).statusCode).toBe(404);
    });

    it('applies the same rules to replies', async () => {
      const comment = (await postComment(ids['Tidal Energy'], 'reply rules')).json() as CommentDto;
      await rejects(await postReply(comment.id, ''), 400, 'Write your reply before sending it: it is empty.');
      await rejects(await postReply(comment.id, 'b'.repeat(2001)), 400, 'A reply can be at most 2000 characters; this one has 2001.');
      await rejects(await postReply(comment.id, 'bad', [{ name: 'notes.png', bytes: Buffer.from('hello') }]), 400, 'notes.png is not a PNG, JPEG or WebP image');
      await rejects(await postReply(999_999, 'to nothing'), 404, 'Comment 999999 was not found.');
    });
  });

  it('lists newest first, 10 a page by default, with 0-based paging', async () => {
    const question = ids['Wind Farms'];
    const posted: number[] = [];
    for (const text of ['first', 'second', 'third']) posted.push(((await postComment(question, text)).json() as CommentDto).id);
    const all = await listComments(question);
    expect(all.page).toEqual({ size: 10, totalElements: 3, totalPages: 1, number: 0 });
    expect(all._embedded.commentDtoList.map((comment) => comment.comment)).toEqual(['third', 'second', 'first']);
    const first = await listComments(question, '?page=0&size=2');
    expect(first._embedded.commentDtoList.map((comment) => comment.id)).toEqual([posted[2], posted[1]]);
    expect(first.page).toEqual({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
    const second = await listComments(question, '?page=1&size=2');
    expect(second._embedded.commentDtoList.map((comment) => comment.id)).toEqual([posted[0]]);
    expect((await listComments(question, '?prediction=true'))._embedded.commentDtoList).toEqual([]);
    const bad = await get(`/api/comments/${question}?size=0`);
    expect(bad.statusCode).toBe(400);
  });

  describe('exam memory', () => {
    let reportId: number;
    let memory: CommentDto;

    it('lists every exam-memory report as a comment with its prediction, alone with prediction=true', async () => {
      const question = ids['Wind Farms'];
      const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const saved = await ctx.app.inject({
        method: 'POST', url: '/api/predictions', headers: premium, payload: { practiceId: question, date, country: 'IR', pteType: 'ACADEMIC' },
      });
      expect(saved.statusCode).toBe(201);
      const report = saved.json() as ExamMemoryDto;
      reportId = report.id;
      const withText = await ctx.app.inject({
        method: 'POST', url: '/api/predictions', headers: third,
        payload: { practiceId: question, date, country: 'AU', pteType: 'CORE', description: 'Came up as the second reading task.' },
      });
      expect(withText.statusCode).toBe(201);

      const only = await listComments(question, '?prediction=true');
      expect(only.page.totalElements).toBe(2);
      const [described, plain] = only._embedded.commentDtoList;
      expect(described).toMatchObject({
        comment: 'Came up as the second reading task.', mine: false,
        prediction: { date, country: (withText.json() as ExamMemoryDto).countryName, description: 'Came up as the second reading task.' },
      });
      expect(plain).toMatchObject({
        practiceId: question, comment: `Seen in the exam on ${date} in ${report.countryName}`,
        prediction: { date, country: report.countryName, description: null }, replyCount: 0, likesCount: 0, images: [],
      });
      memory = plain;

      const all = await listComments(question);
      expect(all.page.totalElements).toBe(5);
      expect(all._embedded.commentDtoList.filter((comment) => comment.prediction).map((comment) => comment.id).sort())
        .toEqual([described.id, plain.id].sort());
      // Listing again makes no second row for the same report.
      expect((await listComments(question, '?prediction=true')).page.totalElements).toBe(2);
    });

    it('cannot be deleted, even by the learner who reported it, but can be liked and answered', async () => {
      for (const headers of [premium, trial]) {
        const response = await send('DELETE', `/api/comments/${memory.id}`, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Exam memory comments cannot be deleted.');
      }
      expect((await send('POST', `/api/comments/${memory.id}/like`)).json()).toEqual({ likesCount: 1, liked: true });
      expect((await postReply(memory.id, 'Same for me')).statusCode).toBe(201);
      const listed = (await listComments(ids['Wind Farms'], '?prediction=true', premium))._embedded.commentDtoList.find((c) => c.id === memory.id)!;
      expect(listed).toMatchObject({ likesCount: 1, liked: false, replyCount: 1, mine: true });
      expect(reportId).toBeGreaterThan(0);
    });
  });

  describe('replies', () => {
    let comment: CommentDto;
    let replies: CommentReplyDto[];

    it('posts replies with images, lists them oldest first with paging and counts them on the comment', async () => {
      comment = (await postComment(ids['Tidal Energy'], 'Which word fits blank 2?')).json() as CommentDto;
      replies = [];
      for (const [text, headers, files] of [
        ['place', premium, [{ name: 'proof.png', bytes: PNG }]], ['places?', third, []], ['place, plural subject', premium, []],
      ] as const) {
        const response = await postReply(comment.id, text, [...files], headers);
        expect(response.statusCode).toBe(201);
        replies.push(response.json() as CommentReplyDto);
      }
      expect(replies[0]).toMatchObject({ commentId: comment.id, reply: 'place', likesCount: 0, liked: false, mine: true });
      expect(replies[0].images).toHaveLength(1);
      expect((await ctx.app.inject({ method: 'GET', url: replies[0].images[0] })).headers['content-type']).toBe('image/png');

      const page = (await get(`/api/commentReplies/${comment.id}`)).json() as ReplyPage;
      expect(page.page).toEqual({ size: 10, totalElements: 3, totalPages: 1, number: 0 });
      expect(page._embedded.commentReplyDtoList.map((reply) => reply.reply)).toEqual(['place', 'places?', 'place, plural subject']);
      expect(page._embedded.commentReplyDtoList.every((reply) => !reply.mine)).toBe(true);
      const second = (await get(`/api/commentReplies/${comment.id}?page=1&size=2`)).json() as ReplyPage;
      expect(second._embedded.commentReplyDtoList.map((reply) => reply.id)).toEqual([replies[2].id]);
      const listed = (await listComments(ids['Tidal Energy']))._embedded.commentDtoList.find((item) => item.id === comment.id)!;
      expect(listed.replyCount).toBe(3);
      expect((await get('/api/commentReplies/999999')).statusCode).toBe(404);
    });

    it('likes and unlikes a reply idempotently, per viewer', async () => {
      const path = `/api/commentReplies/${replies[1].id}/like`;
      expect((await send('POST', path)).json()).toEqual({ likesCount: 1, liked: true });
      expect((await send('POST', path)).json()).toEqual({ likesCount: 1, liked: true });
      expect((await send('POST', path, premium)).json()).toEqual({ likesCount: 2, liked: true });
      const asThird = (await get(`/api/commentReplies/${comment.id}`, third)).json() as ReplyPage;
      expect(asThird._embedded.commentReplyDtoList[1]).toMatchObject({ likesCount: 2, liked: false, mine: true });
      expect((await send('DELETE', path)).json()).toEqual({ likesCount: 1, liked: false });
      expect((await send('DELETE', path)).json()).toEqual({ likesCount: 1, liked: false });
      expect((await send('POST', '/api/commentReplies/999999/like')).statusCode).toBe(404);
    });

    it('lets only the author delete a reply', async () => {
      const other = await send('DELETE', `/api/commentReplies/${replies[0].id}`, third);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('Only the author can delete this reply.');
      expect((await send('DELETE', `/api/commentReplies/${replies[0].id}`, premium)).statusCode).toBe(204);
      expect((await ctx.app.inject({ method: 'GET', url: replies[0].images[0] })).statusCode).toBe(404);
      const listed = (await listComments(ids['Tidal Energy']))._embedded.commentDtoList.find((item) => item.id === comment.id)!;
      expect(listed.replyCount).toBe(2);
      expect((await send('DELETE', `/api/commentReplies/${replies[0].id}`, premium)).statusCode).toBe(404);
    });
  });

  it('likes a comment idempotently and shows liked per viewer', async () => {
    const comment = (await postComment(ids['Tidal Energy'], 'Like me')).json() as CommentDto;
    const path = `/api/comments/${comment.id}/like`;
    expect((await send('POST', path, premium)).json()).toEqual({ likesCount: 1, liked: true });
    expect((await send('POST', path, premium)).json()).toEqual({ likesCount: 1, liked: true });
    expect((await send('POST', path, third)).json()).toEqual({ likesCount: 2, liked: true });
    const find = async (headers: Headers) =>
      (await listComments(ids['Tidal Energy'], '?size=100', headers))._embedded.commentDtoList.find((item) => item.id === comment.id)!;
    expect(await find(premium)).toMatchObject({ likesCount: 2, liked: true });
    expect(await find(trial)).toMatchObject({ likesCount: 2, liked: false });
    expect((await send('DELETE', path, premium)).json()).toEqual({ likesCount: 1, liked: false });
    expect((await send('DELETE', path, premium)).json()).toEqual({ likesCount: 1, liked: false });
    expect(await find(third)).toMatchObject({ likesCount: 1, liked: true });
    expect((await send('POST', '/api/comments/999999/like')).statusCode).toBe(404);
  });

  it('lets only the author delete a comment, and removes its replies and images', async () => {
    const comment = (await postComment(ids['Tidal Energy'], 'Delete me', [{ name: 'a.png', bytes: PNG }])).json() as CommentDto;
    const reply = (await postReply(comment.id, 'with a picture', [{ name: 'b.webp', bytes: WEBP, type: 'image/webp' }], premium)).json() as CommentReplyDto;
    const other = await send('DELETE', `/api/comments/${comment.id}`, premium);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the author can delete this comment.');
    expect((await send('DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(204);
    for (const path of [...comment.images, ...reply.images]) expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const names = [...comment.images, ...reply.images].map((path) => path.split('/').pop()!);
    expect((await uploads()).filter((name) => names.includes(name))).toEqual([]);
    expect((await get(`/api/commentReplies/${comment.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(404);
  });

  it('answers an oversize image and a fourth image over a real connection, without hanging', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const post = (files: Upload[]) => {
      const form = new FormData();
      form.append('practiceId', String(ids['Tidal Energy']));
      form.append('comment', 'over HTTP');
      for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
      return fetch(`${address}/api/comments`, { method: 'POST', headers: trial, body: form, signal: AbortSignal.timeout(10_000) });
    };
    const big = await post([{ name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]) }, { name: 'ok.png', bytes: PNG }]);
    expect(big.status).toBe(400);
    expect((await big.json()).message).toBe('big.png is larger than 2 MB');
    const four = await post([PNG, PNG, PNG, PNG].map((bytes, index) => ({ name: `p${index}.png`, bytes })));
    expect(four.status).toBe(400);
    expect((await four.json()).message).toBe('You can attach up to 3 images.');
    const fine = await post([{ name: 'ok.png', bytes: PNG }]);
    expect(fine.status).toBe(201);
  });

  it('serves only names the upload code made: other names and path traversal are a 404', async () => {
    for (const path of [
      '/media/uploads/..%2F..%2Fpackage.json', '/media/uploads/..%2F..%2F..%2Fdrizzle%2F0002_comments.sql', '/media/uploads/%2E%2E',
      '/media/uploads/notes.png', `/media/uploads/${'0'.repeat(32)}.png`, `/media/uploads/${'a'.repeat(32)}.svg`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
    expect(join(dir)).toContain(join('media', 'uploads'));
  });
});
