import { expect, test } from '@playwright/test';
import { NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

/**
 * Stored XSS: a corpus of known payloads saved through every text a learner writes that others (or they) see — note,
 * comment, reply, nickname — and rendered in Chromium with the Content-Security-Policy bypassed, so what is tested is
 * the app's own escaping and sanitising (the CSP is a second wall). Every payload tries to bump window.__xss or open
 * a dialog; the trap counts both.
 */
test.use({ bypassCSP: true });

const hit = 'window.__xss=(window.__xss||0)+1';
const PAYLOADS = [
  `<script>${hit}</script>`,
  `<img src=x onerror="${hit}">`,
  `<svg onload="${hit}"></svg>`,
  `<svg><script>${hit}</script></svg>`,
  `<iframe srcdoc="<script>parent.${hit}</script>"></iframe>`,
  `<iframe src="javascript:parent.${hit}"></iframe>`,
  `<a href="javascript:${hit}">link</a>`,
  `<a href="jav&#x09;ascript:${hit}">tab link</a>`,
  `<details open ontoggle="${hit}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${hit}">`,
  `<video><source onerror="${hit}"></video>`,
  `<audio src=x onerror="${hit}"></audio>`,
  `<object data="javascript:${hit}"></object>`,
  `<embed src="javascript:${hit}">`,
  `<body onload="${hit}">`,
  `"><img src=x onerror="${hit}">`,
  `'><script>${hit}</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${hit}">`,
  `<noscript><p title="</noscript><img src=x onerror=${hit}>">`,
  `<form action="javascript:${hit}"><button>go</button></form>`,
  `<div style="background:url(javascript:${hit})">styled</div>`,
  `<p onclick="${hit}" onmouseover="${hit}">hover</p>`,
  `<img src="x" onerror="${hit}"/>`,
  `<scr<script>ipt>${hit}</scr</script>ipt>`,
];

test('no payload of the corpus runs, saved as a note, a comment, a reply or a nickname', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
    window.alert = () => { (window as unknown as { __xss: number }).__xss += 1; };
  });
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pte-session')!) as { accessToken: string }).accessToken);
  const headers = { authorization: `Bearer ${token}` };
  const item = await (await page.request.get('/api/reading/reorderParagraphs/4', { headers })).json() as { question: { id: number } };
  const questionId = item.question.id;

  const joined = PAYLOADS.join('\n');
  expect((await page.request.post('/api/notes', { headers, data: { practiceId: questionId, description: `<p>${joined}</p>` } })).status()).toBeLessThan(300);
  const comment = await page.request.post('/api/comments', { headers, multipart: { practiceId: String(questionId), comment: joined.slice(0, 1900) } });
  expect(comment.status()).toBe(201);
  const commentId = ((await comment.json()) as { id: number }).id;
  for (const payload of PAYLOADS) {
    expect((await page.request.post('/api/commentReplies', { headers, multipart: { commentId: String(commentId), reply: payload } })).status()).toBe(201);
  }
  const before = await (await page.request.get('/api/users/currentUser/', { headers })).json() as { profile: { nickname: string } };
  expect((await page.request.patch('/api/profile', { headers, data: { nickname: '<img src=x onerror="window.__xss=1">' } })).status()).toBe(200);
  // Other tests know the learner by their nickname: it is put back whatever happens.
  const restore = () => page.request.patch('/api/profile', { headers, data: { nickname: before.profile.nickname } });
  try {
    await page.goto('/dashboard/reading/re-order-paragraphs/4');
    await page.getByRole('tab', { name: 'Comments' }).click();
    const comments = page.getByRole('region', { name: 'Comments' });
    const saved = comments.getByRole('listitem').filter({ hasText: '<script>window.__xss' }).first();
    await expect(saved).toBeVisible();
    // Open the replies and hover and click what might react.
    const showReplies = saved.getByRole('button', { name: /repl/i }).first();
    if (await showReplies.isVisible()) await showReplies.click();
    await expect(comments.getByText('<svg onload=', { exact: false }).first()).toBeVisible();
    for (const text of await comments.getByText('hover').all()) await text.hover().catch(() => undefined);
    await page.getByRole('button', { name: 'Note' }).click();
    const note = page.getByRole('dialog', { name: 'Note' });
    // A note is rich text (HTML): the server keeps the harmless parts (the links' words) and drops the rest.
    await expect(note.locator('.ql-editor')).toContainText('tab link');
    expect(await note.locator('.ql-editor').evaluate((editor) => editor.querySelectorAll('script, img, svg, iframe, object, embed, [onerror], [onload], [href^="javascript"]').length)).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1_000);

    const ran = await page.evaluate(() => (window as unknown as { __xss: number }).__xss);
    console.log(`stored XSS: ${PAYLOADS.length} payloads × note, comment, replies and nickname rendered in Chromium without CSP: ${ran} ran, ${dialogs} dialogs`);
    expect(ran).toBe(0);
    expect(dialogs).toBe(0);
    // The nickname is shown as text.
    await expect(page.getByRole('banner').getByRole('button', { name: '<img src=x onerror="window.__xss=1">' })).toBeVisible();
  } finally {
    await restore();
  }
});
