import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../oidc/secrets';
import { API_RESOURCE } from '../oidc/provider';
import { databases, fixtureItems, PUBLIC_URL, signIn, signInDemoLearners, testApp } from './helpers';

/**
 * The authorization matrix, generated from the route table: every route of the API has a row saying who may call
 * it. A new route without a row fails the first test. Every route that needs a learner is called with no token, a
 * malformed token and an expired one (401); premium-only queries as a TRIAL learner (403); and every route acting on
 * a learner's own resource as another learner (403 or 404), after which the owner finds the resource unchanged.
 */
type Access = 'public' | 'learner';
const PRACTICE = /^\/api\/(reading|writing|listening|speaking)\/(?!word\/|transcribe$)[A-Za-z]+/;
const PUBLIC_PRACTICE = /^\/api\/public\/(reading|writing|listening|speaking)\/[A-Za-z]+/;
const normalise = (method: string, url: string) => `${method} ${url.replace(PRACTICE, '/api/{skill}/{task}').replace(PUBLIC_PRACTICE, '/api/public/{skill}/{task}')}`;

const matrix: Record<string, Access> = {
  'GET /api/users/currentUser/': 'learner', 'GET /api/users/remainingAI': 'learner', 'POST /api/users/verification': 'learner', 'GET /api/users/subscription': 'learner',
  'PATCH /api/profile': 'learner', 'POST /api/profile/avatar': 'learner', 'GET /api/profile/countries': 'learner', 'GET /api/profile/languages': 'learner',
  'GET /api/{skill}/{task}': 'learner', 'GET /api/{skill}/{task}/:page': 'learner', 'GET /api/{skill}/{task}/questions/:id': 'learner',
  'GET /api/{skill}/{task}/questions/:id/solution': 'learner', 'GET /api/{skill}/{task}/questions/:id/analysis': 'learner',
  'GET /api/{skill}/{task}/:practiceId/answers': 'learner', 'GET /api/{skill}/{task}/:practiceId/answers/other': 'learner',
  'DELETE /api/{skill}/{task}/answer/:id': 'learner', 'POST /api/{skill}/{task}/:practiceId': 'learner',
  'GET /api/{skill}/{task}/answer/:id': 'learner',
  'GET /api/notes': 'learner', 'GET /api/notes/practiceType/:type': 'learner', 'GET /api/notes/:id': 'learner', 'POST /api/notes': 'learner',
  'PUT /api/notes/:id': 'learner', 'DELETE /api/notes/:id': 'learner',
  'GET /api/bookmarks/:practiceId': 'learner', 'POST /api/bookmarks': 'learner', 'PUT /api/bookmarks/:id': 'learner', 'DELETE /api/bookmarks/:id': 'learner',
  'POST /api/problemReports': 'learner', 'POST /api/predictions': 'learner',
  'GET /api/comments/:practiceId': 'learner', 'POST /api/comments': 'learner', 'DELETE /api/comments/:id': 'learner',
  'POST /api/comments/:id/like': 'learner', 'DELETE /api/comments/:id/like': 'learner',
  'GET /api/commentReplies/:commentId': 'learner', 'POST /api/commentReplies': 'learner', 'DELETE /api/commentReplies/:id': 'learner',
  'POST /api/commentReplies/:id/like': 'learner', 'DELETE /api/commentReplies/:id/like': 'learner',
  'GET /api/dictation': 'learner', 'GET /api/dictation/word': 'learner', 'POST /api/dictation': 'learner', 'GET /api/dictation/answers': 'learner',
  'DELETE /api/dictation/:id': 'learner', 'GET /api/translate/:word': 'learner', 'POST /api/translate/sentence': 'learner',
  // The dictionary answers readers of an article too (book ids only for a signed-in learner: dictionary.test.ts).
  'GET /api/dictionary/:word': 'public',
  'POST /api/speaking/word/score': 'learner', 'POST /api/speaking/transcribe': 'learner',
  'GET /api/book/vocabBook/suggestedWord': 'learner', 'GET /api/videos': 'learner',
  // Word books and their review (books.test.ts: another learner's entry is a 404 on every route).
  'GET /api/book/vocabBook/count': 'learner', 'GET /api/book/vocabBook': 'learner', 'GET /api/book/vocabBook/:id': 'learner',
  'POST /api/book/vocabBook': 'learner', 'PATCH /api/book/vocabBook/:id': 'learner', 'PATCH /api/book/vocabBook/note': 'learner',
  'PATCH /api/book/vocabBook/:id/bookmark': 'learner', 'DELETE /api/book/vocabBook/:id': 'learner',
  'GET /api/book/pronunciationBook': 'learner', 'POST /api/book/pronunciationBook': 'learner', 'GET /api/book/pronunciationBook/:id': 'learner',
  'DELETE /api/book/pronunciationBook/:id': 'learner', 'PATCH /api/book/pronunciationBook/:id/bookmark': 'learner',
  'PATCH /api/book/pronunciationBook/:id/note': 'learner',
  'GET /api/book/spellingBook': 'learner', 'POST /api/book/spellingBook': 'learner', 'GET /api/book/spellingBook/:id': 'learner',
  'DELETE /api/book/spellingBook/:id': 'learner', 'PATCH /api/book/spellingBook/:id/bookmark': 'learner', 'PATCH /api/book/spellingBook/:id/note': 'learner',
  'GET /api/book/review': 'learner', 'POST /api/book/review/:id': 'learner',
  // The learner's home: target, level, premium days, study plan, statistics, and the profile's lists.
  'GET /api/settings/target/': 'learner', 'PUT /api/settings/target/': 'learner', 'PUT /api/settings/level/': 'learner',
  'GET /api/settings/remaining': 'learner', 'GET /api/summary/studyPlan': 'learner', 'POST /api/summary/studyPlan': 'learner',
  'GET /api/summary/statistics': 'learner', 'GET /api/profile/timeZones': 'learner', 'GET /api/profile/nativeLanguages': 'learner',
  // Payments: plans, promo check, orders (another learner's order is a 404: payments.test.ts).
  'GET /api/settings/plans': 'learner', 'GET /api/payments/promo/:code': 'learner', 'POST /api/payments/order': 'learner',
  'GET /api/payments/orders': 'learner', 'GET /api/payments/orders/:id': 'learner',
  // Mock tests (mockTests.test.ts: another learner's sitting is a 404 on every route).
  'GET /api/mockTests': 'learner', 'POST /api/mockTests/attempts': 'learner', 'GET /api/mockTests/attempts/:id': 'learner',
  'POST /api/mockTests/attempts/:id/next': 'learner', 'POST /api/mockTests/attempts/:id/finish': 'learner',
  'POST /api/mockTests/attempts/:id/items/:position/answer': 'learner', 'GET /api/mockTests/attempts/:id/report': 'learner',
  // The latest full mock's scores for the study-plan wizard (mockTestScores.test.ts: never another learner's).
  'GET /api/mockTests/latestScores': 'learner',
  // Public: the gateways' returns and webhook; the order's signature and the gateway's own checks are the permission.
  'GET /api/payments/paypal/return': 'public', 'GET /api/payments/paypal/cancel': 'public', 'GET /api/payments/zarinpal/callback': 'public',
  'POST /api/payments/paypal/webhook': 'public',
  // Public: what the sign-in needs, the docs, the voices list, and the share page (its signed key is the permission).
  'GET /api/config': 'public', 'GET /api/configs': 'public', 'GET /api/docs': 'public', 'GET /api/speakers': 'public', 'GET /api/share/:skill/:task/:id': 'public',
  // Public: an article's objective question for a reader who is not signed in, and checking an answer (nothing stored).
  'GET /api/public/{skill}/{task}/:page': 'public', 'GET /api/public/{skill}/{task}/questions/:id': 'public',
  'POST /api/public/{skill}/{task}/:practiceId/check': 'public',
};

/** A concrete URL for a route pattern: a real task, and ids that exist. */
const concrete = (url: string, id: number) => url
  // The analysis of a model answer exists for the writing tasks only.
  .replace('/api/{skill}/{task}', url.endsWith('/analysis') ? '/api/writing/summarizeWrittenText' : '/api/reading/multipleChoiceSingleAnswer')
  .replace(/:(id|practiceId|commentId|page)\b/g, String(id))
  .replace(':type', 'multipleChoiceSingleAnswer').replace(':word', 'house').replace(':skill', 'reading').replace(':task', 'multipleChoiceSingleAnswer');

async function multipart(fields: Record<string, string | number>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe.each(databases)('authorization matrix ($name)', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let owner: { authorization: string };
  let other: { authorization: string };
  let trial: { authorization: string };
  let expired: { authorization: string };
  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ premium: owner, trial } = await signInDemoLearners(ctx.app));
    await ctx.app.repositories.users.create({ email: 'other@pte.test', password: 'violet tram harbour 42', nickname: 'Other', status: 'PREMIUM', expireDate: new Date(Date.now() + 86_400_000) });
    const session = await signIn(ctx.app, 'other@pte.test', 'violet tram harbour 42');
    if (!session.ok) throw new Error('second learner cannot sign in');
    other = session.auth;
    const { signingKey } = await loadOrCreateSecrets(ctx.app.db);
    const key = await importJWK(signingKey as never, 'RS256');
    const token = await new SignJWT({ scope: 'api' }).setProtectedHeader({ alg: 'RS256', kid: (signingKey as { kid?: string }).kid })
      .setIssuer(`${PUBLIC_URL}/oidc`).setAudience(API_RESOURCE).setSubject('1').setIssuedAt(Math.floor(Date.now() / 1000) - 1200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 600).sign(key);
    expired = { authorization: `Bearer ${token}` };
  }, 120_000);
  afterAll(async () => ctx?.close());

  const apiRoutes = () => [...new Set(ctx.app.routeTable
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS')
    .map((route) => normalise(route.method, route.url)))];

  it('has a row for every API route', () => {
    const missing = apiRoutes().filter((route) => !(route in matrix));
    expect(missing, 'add these routes to the authorization matrix').toEqual([]);
  });

  it('refuses every learner route without a token, with a malformed token and with an expired one', async () => {
    let calls = 0;
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((entry) => matrix[entry] === 'learner')) {
      const [method, pattern] = route.split(' ');
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, expired]) {
        const response = await ctx.app.inject({ method: method as 'GET', url: concrete(pattern, 1), headers });
        calls += 1;
        if (response.statusCode !== 401) wrong.push(`${route} → ${response.statusCode}`);
      }
    }
    console.log(`authorization matrix: ${apiRoutes().length} API routes (${Object.values(matrix).filter((access) => access === 'public').length} public); ${calls} calls without a valid token`);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("keeps each learner's resources from another learner, and nothing changes", async () => {
    const question = ((await ctx.app.inject({ method: 'GET', url: '/api/reading/multipleChoiceSingleAnswer/1', headers: owner })).json() as { question: { id: number } }).question.id;
    const json = async (method: string, path: string, payload?: object, headers = owner) =>
      (await ctx.app.inject({ method: method as 'GET', url: path, headers, ...(payload ? { payload } : {}) })).json() as { id: number } & Record<string, unknown>;
    const answer = await json('POST', `/api/reading/multipleChoiceSingleAnswer/${question}`, { answer: 'C', duration: 3, pteType: 'PTE Academic' });
    const note = await json('POST', '/api/notes', { practiceId: question, description: '<p>mine</p>' });
    const bookmark = await json('POST', '/api/bookmarks', { practiceId: question, type: 'HARD' });
    const form = await multipart({ practiceId: question, comment: 'my comment' });
    const comment = (await ctx.app.inject({ method: 'POST', url: '/api/comments', headers: { ...owner, 'content-type': form.contentType }, payload: form.payload })).json() as { id: number };
    const replyForm = await multipart({ commentId: comment.id, reply: 'my reply' });
    const reply = (await ctx.app.inject({ method: 'POST', url: '/api/commentReplies', headers: { ...owner, 'content-type': replyForm.contentType }, payload: replyForm.payload })).json() as { id: number };
    const dictation = await json('POST', '/api/dictation', { words: [{ word: 'rhythm', answer: 'rhythm' }] });
    for (const resource of [answer, note, bookmark, comment, reply, dictation]) expect(resource.id).toBeGreaterThan(0);

    const attempts: [string, string, object?][] = [
      ['DELETE', `/api/reading/multipleChoiceSingleAnswer/answer/${answer.id}`],
      ['GET', `/api/notes/${note.id}`], ['PUT', `/api/notes/${note.id}`, { description: '<p>theirs</p>', practiceId: question, version: 0 }],
      ['DELETE', `/api/notes/${note.id}`],
      ['PUT', `/api/bookmarks/${bookmark.id}`, { type: 'EASY', version: 0 }], ['DELETE', `/api/bookmarks/${bookmark.id}`],
      ['DELETE', `/api/comments/${comment.id}`], ['DELETE', `/api/commentReplies/${reply.id}`], ['DELETE', `/api/dictation/${dictation.id}`],
    ];
    const wrong: string[] = [];
    for (const [method, path, payload] of attempts) {
      const response = await ctx.app.inject({ method: method as 'GET', url: path, headers: other, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 403 && response.statusCode !== 404) wrong.push(`${method} ${path} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // The owner finds everything as it was.
    const mine = await json('GET', `/api/reading/multipleChoiceSingleAnswer/${question}/answers?page=0&size=50`);
    expect(JSON.stringify(mine)).toContain(`"id":${answer.id}`);
    expect((await json('GET', `/api/notes/${note.id}`)).description).toBe('<p>mine</p>');
    expect((await json('GET', `/api/bookmarks/${question}`)).type).toBe('HARD');
    expect(JSON.stringify(await json('GET', `/api/comments/${question}?page=0&size=50`))).toContain('my comment');
    expect(JSON.stringify(await json('GET', `/api/commentReplies/${comment.id}?page=0&size=50`))).toContain('my reply');
    expect(JSON.stringify(await json('GET', '/api/dictation/answers'))).toContain(`"id":${dictation.id}`);
    // Nor do the other learner's lists show them.
    expect(JSON.stringify(await json('GET', `/api/reading/multipleChoiceSingleAnswer/${question}/answers?page=0&size=50`, undefined, other))).not.toContain(`"id":${answer.id}`);
    expect(JSON.stringify(await json('GET', '/api/dictation/answers', undefined, other))).not.toContain(`"id":${dictation.id}`);
    console.log(`authorization matrix: ${attempts.length} calls on another learner's answer, note, bookmark, comment, reply and dictation answer → 403/404, all unchanged`);
  }, 120_000);

  it('keeps premium-only queries from TRIAL learners', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/reading/multipleChoiceSingleAnswer?page=0&size=5&predictionType=WEEKLY', headers: trial });
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reading/multipleChoiceSingleAnswer?page=0&size=5&predictionType=WEEKLY', headers: owner })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/summary/studyPlan', headers: trial })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/summary/studyPlan', headers: owner })).statusCode).toBe(200);
  });
});
