import { expect, test, type Page } from '@playwright/test';
import { NEW_LEARNER_PASSWORD, newLearner, PASSWORD, signIn } from './helpers';

/** The embed demo (a plain page with the standalone bundle), signed in through the app. */
async function demo(page: Page, query = '', email = 'trial@pte.test', password = PASSWORD) {
  await signIn(page, email, password);
  await page.goto(`/embed-demo.html${query}`);
  await expect(page.locator('pte-practice-question').getByRole('radio').first()).toBeVisible();
}

/** Adds an element to the demo page with the app's token, inside a box the page styles. */
async function add(page: Page, markup: string) {
  await page.evaluate((html) => {
    const box = document.createElement('section');
    box.id = 'added';
    box.innerHTML = html;
    document.body.append(box);
    const session = () => JSON.parse(localStorage.getItem('pte-session') ?? 'null');
    for (const element of box.querySelectorAll<HTMLElement & { getToken?: () => string | null }>('*')) {
      if (element.localName.startsWith('pte-')) element.getToken = () => session()?.accessToken ?? null;
    }
  }, markup);
}

test("the note editor inside <pte-practice-question> has Quill's toolbar at its size", async ({ page, request, baseURL }) => {
  // The note is saved: a learner of its own.
  await demo(page, '', await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  const element = page.locator('pte-practice-question');
  await element.getByRole('button', { name: 'Note' }).click();
  const note = element.getByRole('dialog', { name: 'Note' });
  const toolbar = note.getByRole('toolbar', { name: 'Formatting' }).or(note.locator('.ql-toolbar'));
  await expect(note.locator('.ql-editor')).toBeVisible();
  const bold = toolbar.locator('button.ql-bold');
  const box = (await bold.boundingBox())!;
  // Quill's Snow theme sizes its buttons 28 × 24; without it in the shadow root the icons spread over 700 px.
  expect(box.width).toBeGreaterThan(20);
  expect(box.width).toBeLessThan(40);
  expect((await toolbar.first().boundingBox())!.height).toBeLessThan(80);
  await note.locator('.ql-editor').fill('Tides follow the moon');
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(note.getByText('Saved successfully')).toBeVisible();
});

test('an element moved in the page keeps its question, and one put back renders again', async ({ page }) => {
  await demo(page);
  await page.evaluate(() => {
    const element = document.querySelector('pte-practice-question')!;
    const target = document.createElement('div');
    target.id = 'moved';
    document.body.prepend(target);
    target.append(element);
  });
  await page.waitForTimeout(100);
  const moved = page.locator('#moved pte-practice-question');
  await expect(moved.getByRole('radio').first()).toBeVisible();
  await page.evaluate(() => {
    const element = document.querySelector('pte-practice-question')!;
    element.remove();
    return new Promise((resolve) => setTimeout(() => { document.body.append(element); resolve(null); }, 50));
  });
  await expect(page.locator('body > pte-practice-question').getByRole('radio').first()).toBeVisible();
});

test("the page's custom properties theme every element, and every element is a block", async ({ page }) => {
  await demo(page);
  await page.addStyleTag({ content: ':root { --pte-brand: rgb(12, 34, 56); } #added pte-filter-drawer { --pte-brand: rgb(200, 10, 10); }' });
  await add(page, '<pte-question-table task="reading.multipleChoiceSingleAnswer"></pte-question-table><pte-filter-drawer task="reading.multipleChoiceSingleAnswer"></pte-filter-drawer><pte-dictation hidden></pte-dictation>');
  const table = page.locator('#added pte-question-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const brandIn = (selector: string) => page.locator(selector).evaluate((node) => getComputedStyle(node.shadowRoot!.querySelector('[part="root"]')!).getPropertyValue('--pte-brand').trim());
  // The page's :root reaches inside the shadow root; a rule on the element itself wins over it.
  expect(await brandIn('#added pte-question-table')).toBe('rgb(12, 34, 56)');
  expect(await brandIn('#added pte-filter-drawer')).toBe('rgb(200, 10, 10)');
  // The kit's defaults still fill what the page leaves unset.
  expect(await table.evaluate((node) => getComputedStyle(node).getPropertyValue('--pte-surface').trim())).toBe('#ffffff');
  const display = (selector: string) => page.locator(selector).evaluate((node) => getComputedStyle(node).display);
  expect(await display('#added pte-question-table')).toBe('block');
  expect(await display('#added pte-filter-drawer')).toBe('block');
  expect(await display('#added pte-dictation')).toBe('none');
});

test('<pte-question-table> lists a task and a chosen row opens it in <pte-practice-question>', async ({ page }) => {
  await demo(page);
  await add(page, '<pte-question-table task="reading/multiple-choice-single"></pte-question-table>');
  await page.evaluate(() => {
    const practice = document.querySelector('pte-practice-question')!;
    document.addEventListener('pte-open-question', (event) => {
      const { detail } = event as CustomEvent<{ task: string; questionId: number; position: number }>;
      (window as unknown as { opened: unknown }).opened = detail;
      practice.setAttribute('task', detail.task);
      practice.setAttribute('question-id', String(detail.questionId));
    });
  });
  const table = page.locator('#added pte-question-table');
  await expect(table.getByRole('heading', { name: /Found \d+ Questions/ })).toBeVisible();
  const second = table.getByRole('row').nth(2);
  const title = (await second.getByRole('cell').first().locator('span').nth(2).textContent())!.trim();
  await second.click();
  const opened = await page.evaluate(() => (window as unknown as { opened: { task: string; questionId: number; position: number } }).opened);
  expect(opened).toMatchObject({ task: 'reading.multipleChoiceSingleAnswer', position: 2 });
  expect(opened.questionId).toBeGreaterThan(0);
  await expect(page.locator('pte-practice-question').getByText(title).first()).toBeVisible();
});
