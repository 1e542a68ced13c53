import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophone, speechWav } from './audio';
import { NEW_LEARNER_PASSWORD, expectNoAxeViolations, expectNoHorizontalOverflow, learnerApi, newLearner, signIn } from './helpers';

// The word looked up on the practice card; the fake microphone says it (festival's voice), then is quiet, in a loop.
const WORD = 'surface';
test.use({ launchOptions: fakeMicrophone(speechWav('word-surface', WORD, 3)) });
/** Two sentences of the same passage, selected for the sentence translation modal. */
const [SENTENCE_START, SENTENCE_END] = ['The Moon does not produce', 'from its surface.'];

/** 23 more dictionary words, saved through the API, so the vocab book has two pages (21 a page). */
const MORE_WORDS = [
  'apple', 'river', 'mountain', 'garden', 'window', 'teacher', 'market', 'bridge', 'forest', 'island', 'letter', 'music',
  'ocean', 'pencil', 'rocket', 'silver', 'thunder', 'valley', 'wallet', 'yellow', 'harbor', 'kitchen', 'lantern',
];

/** The signed-in learner's API for setting data up (the path under test goes through the UI). */
async function bearer(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pte-session') ?? 'null') as { accessToken: string } | null)?.accessToken);
  return { authorization: `Bearer ${token}` };
}

/** Double-clicks one word of the text on the page, where the browser draws it. */
async function doubleClickWord(page: Page, word: string) {
  const point = await page.evaluate((target) => {
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.search(new RegExp(`\\b${target}\\b`));
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + target.length);
      (node.parentElement as HTMLElement).scrollIntoView({ block: 'center' });
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }
    return null;
  }, word);
  if (!point) throw new Error(`"${word}" is not on the page`);
  await page.mouse.dblclick(point.x, point.y);
}

/** Drags the pointer over the words of the page's text from `first` to the end of `last`, as a learner selects a sentence. */
async function dragOver(page: Page, first: string, last: string) {
  const points = await page.evaluate(([from, to]) => {
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!;
      const start = text.indexOf(from!);
      const end = start < 0 ? -1 : text.indexOf(to!, start);
      if (end < 0) continue;
      (node.parentElement as HTMLElement).scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const head = range.getBoundingClientRect();
      range.setStart(node, end + to!.length - 1);
      range.setEnd(node, end + to!.length);
      const tail = range.getBoundingClientRect();
      return { from: { x: head.left + 1, y: head.top + head.height / 2 }, to: { x: tail.right - 1, y: tail.top + tail.height / 2 } };
    }
    return null;
  }, [first, last]);
  if (!points) throw new Error(`"${first} … ${last}" is not on the page`);
  await page.mouse.move(points.from.x, points.from.y);
  await page.mouse.down();
  await page.mouse.move(points.to.x, points.to.y, { steps: 8 });
  await page.mouse.up();
}

test('a word from a practice card goes to the vocab and pronunciation books, is recorded, marked, found, paged through and deleted; the spelling book practises; a note prints', async ({ page, request, baseURL }) => {
  // A sign-up, 25 words saved, a recording and its scoring, a dozen axe scans: well over the default 60 s on a busy machine.
  test.setTimeout(180_000);
  const email = await newLearner(request, baseURL!);
  await signIn(page, email, NEW_LEARNER_PASSWORD);
  const headers = await bearer(page);
  for (const word of MORE_WORDS) {
    const saved = await page.request.post('/api/book/vocabBook', { headers, data: { word } });
    expect(saved.status(), word).toBe(201);
  }
  const spelled = await page.request.post('/api/book/spellingBook', { headers, data: { word: 'river' } });
  expect(spelled.status()).toBe(201);

  // The dashboard's review: a new vocab word is due at once; a card flips to the dictionary entry and takes a grade.
  await page.goto('/dashboard');
  const review = page.getByRole('region', { name: 'Review words' });
  await expect(review).toContainText('23 words to review');
  await review.getByRole('button', { name: 'Review now' }).click();
  const flipCard = page.getByRole('dialog', { name: 'Review words' });
  await expect(flipCard).toContainText('1 of 20');
  await flipCard.getByRole('button', { name: 'Show meaning' }).click();
  await expect(flipCard.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
  await expectNoAxeViolations(page, 'review card', '[role="dialog"]');
  await flipCard.getByRole('button', { name: 'Good' }).click();
  await expect(flipCard).toContainText('2 of 20');
  await flipCard.getByRole('button', { name: 'Close' }).click();
  await expect(review).toContainText('22 words to review');

  // The practice card: a double-click on a word of the passage opens the dictionary modal.
  await page.goto('/dashboard/reading/multiple-choice-single/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/surface/).first()).toBeVisible();
  await doubleClickWord(page, WORD);
  const dictionary = page.getByRole('dialog', { name: WORD });
  await expect(dictionary).toBeVisible();
  await expectNoAxeViolations(page, 'dictionary modal', '[role="dialog"]');
  const addTo = dictionary.getByRole('group', { name: 'Add to' });
  await addTo.getByRole('checkbox', { name: 'Vocab Book' }).check();
  await addTo.getByRole('checkbox', { name: 'Pronunciation Book' }).check();
  await dictionary.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Word added successfully').first()).toBeVisible();

  // Several words selected: the sentence translation modal. This deployment names no translation service
  // (TRANSLATE_URL), so the sentence shows 'Translation failed' under it, never a made-up translation.
  await dragOver(page, SENTENCE_START, SENTENCE_END);
  const sentences = page.getByRole('dialog', { name: 'Translate sentences' });
  await expect(sentences).toBeVisible();
  await expect(sentences.getByRole('listitem')).toHaveText([/^The Moon does not produce its own light\./, /^What we see is sunlight reflected from its surface\./]);
  await expect(sentences.getByRole('alert')).toHaveText([/Translation failed/, /Translation failed/]);
  await expectNoAxeViolations(page, 'sentence translation modal', '[role="dialog"]');
  await sentences.getByRole('button', { name: 'Close' }).click();

  // The vocab book: Categorised cards, then All Vocabs with the new word first (newest first).
  await page.getByRole('banner').getByRole('button', { name: 'New learner' }).click();
  await page.getByRole('link', { name: 'Vocab Book' }).click();
  await expect(page).toHaveURL(/\/dashboard\/vocab-book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vocab Book' })).toBeVisible();
  const reading = page.getByRole('region', { name: 'Reading' });
  await expect(reading.getByRole('link', { name: 'Multiple Choice, Single Answer' }).locator('xpath=ancestor::li')).toContainText('1 word, 0 practised');
  await expectNoAxeViolations(page, 'vocab book, categorised');
  await page.getByRole('button', { name: 'All Vocabs' }).click();
  const cards = page.getByRole('main').getByRole('listitem').getByRole('button');
  await expect(cards.first()).toContainText(WORD);
  await expect(page.getByText('24 words')).toBeVisible();
  await expectNoAxeViolations(page, 'vocab book, all vocabs');

  // The pronunciation book: record the word and see its syllables coloured.
  await page.goto('/dashboard/pronunciation-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Pronunciation Book' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(WORD) }).click();
  const pronunciation = page.getByRole('dialog', { name: WORD });
  await expect(pronunciation).toContainText('1 of 1');
  await expectNoAxeViolations(page, 'pronunciation modal', '[role="dialog"]');
  await pronunciation.getByRole('button', { name: 'Record the word' }).click();
  // The learner says the word (a second of the fake microphone) before stopping: a Stop at the very start sends an mp3
  // with no audio frame, which the server refuses as unreadable (what CI met beside the mock test, at a load of 2).
  await expect(pronunciation.getByRole('status')).toContainText(/Recording… [1-9]/, { timeout: 10_000 });
  await pronunciation.getByRole('button', { name: 'Stop recording' }).click({ timeout: 10_000 });
  await expect(pronunciation.getByText(/^Score \d+\/100$/)).toBeVisible({ timeout: 20_000 });
  const syllables = pronunciation.getByRole('list', { name: 'Syllables' }).getByRole('listitem');
  await expect(syllables.first()).toHaveAttribute('data-tone', /^(good|fair|poor)$/);
  const colours = await syllables.evaluateAll((items) => items.map((item) => getComputedStyle(item).color));
  expect(colours.every((colour) => ['rgb(19, 122, 58)', 'rgb(192, 38, 45)', 'rgb(161, 92, 0)'].includes(colour)), colours.join()).toBe(true);
  await expectNoAxeViolations(page, 'pronunciation modal, scored', '[role="dialog"]');
  await pronunciation.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: new RegExp(WORD) })).toContainText(/Last score \d+\/100/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, 'pronunciation book');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Mark it HARD in the vocab book, then find it by its mark.
  await page.goto('/dashboard/vocab-book');
  await page.getByRole('button', { name: 'All Vocabs' }).click();
  await page.getByRole('button', { name: new RegExp(WORD) }).click();
  const entry = page.getByRole('dialog', { name: WORD });
  await entry.getByRole('combobox', { name: 'Difficulty mark' }).selectOption('HARD');
  await expect(entry).toBeHidden();
  await page.getByRole('checkbox', { name: 'Hard', exact: true }).check();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(WORD);
  await expect(cards.first()).toContainText('Hard');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, 'vocab book');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Next and Previous across the page boundary: the 21st word, the 22nd (page 2 loads), back to the 21st.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(cards).toHaveCount(21);
  await cards.nth(20).click();
  const moving = page.getByRole('dialog');
  await expect(moving).toContainText('21 of 24');
  const twentyFirst = await moving.getByRole('heading').first().textContent();
  await moving.getByRole('button', { name: 'Next word' }).click();
  await expect(moving).toContainText('22 of 24');
  await expect(page.getByRole('navigation', { name: 'Word pages' }).getByRole('textbox', { name: 'Page' })).toHaveValue('2');
  await moving.getByRole('button', { name: 'Previous word' }).click();
  await expect(moving).toContainText('21 of 24');
  await expect(moving.getByRole('heading').first()).toHaveText(twentyFirst!);
  await moving.getByRole('button', { name: 'Close' }).click();

  // Delete it from the vocab book.
  await page.getByRole('searchbox', { name: 'Search words' }).fill(WORD);
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  await page.getByRole('dialog', { name: WORD }).getByRole('button', { name: 'Delete from Vocab Book' }).click();
  await expect(page.getByText('Word deleted successfully').first()).toBeVisible();
  await expect(page.getByText('No result found')).toBeVisible();

  // The spelling book: Practice Now opens the dictation.
  await page.goto('/dashboard/spelling-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Spelling Book' })).toBeVisible();
  await expect(page.getByRole('button', { name: /river/ })).toBeVisible();
  await expectNoAxeViolations(page, 'spelling book');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, 'spelling book');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Practice Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/spelling-book\/dictation$/);

  // A note, listed on the notes page and printed from its print page.
  const api = await learnerApi(page);
  const practiceId = await api.questionId('reading', 'multipleChoiceSingleAnswer', 'Phases of the Moon');
  const note = await page.request.post('/api/notes', {
    headers, data: { practiceId, description: '<p><strong>Phases</strong>: the <span style="color: rgb(230, 0, 0);">sunlit half</span> we see changes over a month.</p><ul><li>New moon: lit side faces away</li></ul>' },
  });
  expect(note.status()).toBe(201);
  await page.goto('/dashboard/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  const listed = page.getByRole('article').filter({ hasText: 'Phases of the Moon' });
  await expect(listed.getByRole('link', { name: 'Phases of the Moon' })).toHaveAttribute('href', `/dashboard/reading/multiple-choice-single/1?question=${practiceId}`);
  await expectNoAxeViolations(page, 'notes page');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, 'notes page');
  await page.setViewportSize({ width: 1280, height: 800 });
  await listed.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notes\/\d+\?type=reading$/);
  const opened = page.getByRole('article');
  await expect(opened.getByRole('heading', { name: 'Phases of the Moon' })).toBeVisible();
  await expect(opened).toContainText('Reading · Multiple Choice, Single Answer');
  await expectNoAxeViolations(page, 'note page');
  await opened.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/print\/multipleChoiceSingleAnswer\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phases of the Moon' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Phases' })).toBeVisible();
  await expectNoAxeViolations(page, 'print page');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this note' })).toBeHidden();
  await page.screenshot({ path: '/tmp/books-print-note.png', fullPage: true });

  // The note's title opens its own question, wherever it sits in the task's list.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/dashboard/notes');
  await page.getByRole('article').filter({ hasText: 'Phases of the Moon' }).getByRole('link', { name: 'Phases of the Moon' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reading\/multiple-choice-single\/\d+$/);
  await expect(page.getByText('Phases of the Moon').first()).toBeVisible();
});
