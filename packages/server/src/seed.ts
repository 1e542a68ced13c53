import { createHash } from 'node:crypto';
import { bank, toQuestionData as mapItem, type BankItem, type QuestionData } from '@pte-kit/content';
import { getTask } from '@pte-kit/core';
import { chartAltText } from '@pte-kit/content/generator';
import type { Database } from './db/client';
import { questions } from './db/schema';
import type { PaymentRepository } from './repositories/payments';
import type { UserRepository } from './repositories/users';

export const DEMO_PASSWORD = 'Practice123!';
export const DEMO_LEARNERS = [
  { email: 'trial@pte.test', nickname: 'Tara', name: 'Tara Trial', status: 'TRIAL', pteType: 'PTE Academic' },
  { email: 'premium@pte.test', nickname: 'Parsa', name: 'Parsa Premium', status: 'PREMIUM', pteType: 'PTE Core' },
] as const;

/** Bump when the mapping from bank items to stored questions changes, so every question is rewritten. */
const SEED_VERSION = 3;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The bank item as stored: content, key, explanation and recording, by the content package's one mapping. */
export function toQuestionData(item: BankItem): QuestionData {
  return mapItem(item, { digest, chartAltText });
}

/** Upserts the question bank by content key; unchanged items are not rewritten. One transaction. */
export async function seedQuestions(db: Database, items: readonly BankItem[] = bank): Promise<{ inserted: number; updated: number }> {
  const existing = new Map(
    (await db.select({ key: questions.contentKey, hash: questions.contentHash }).from(questions)).map((row) => [row.key, row.hash]),
  );
  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const item of items) {
      const task = getTask(item.task);
      const hash = digest(JSON.stringify([SEED_VERSION, item]));
      if (existing.get(item.key) === hash) continue;
      const { content, answerKey, explanation, recording } = toQuestionData(item);
      const values = {
        contentKey: item.key, skill: task.skill, task: task.apiTask, title: item.title, complexity: item.complexity,
        predictionWeekly: Boolean(item.prediction?.weekly), predictionMonthly: Boolean(item.prediction?.monthly),
        imageType: item.imageType ?? null, content, answerKey, recording, explanation, contentHash: hash,
      };
      await tx.insert(questions).values(values).onConflictDoUpdate({ target: questions.contentKey, set: values });
      if (existing.has(item.key)) updated += 1;
      else inserted += 1;
    }
  });
  return { inserted, updated };
}

export async function seedDemoLearners(users: UserRepository): Promise<void> {
  for (const learner of DEMO_LEARNERS) {
    if (await users.byEmail(learner.email)) continue;
    await users.create({
      ...learner,
      password: DEMO_PASSWORD,
      expireDate: learner.status === 'PREMIUM' ? new Date(Date.now() + 365 * 86400000) : null,
      emailVerified: true,
    });
  }
}

/** The demo's discount code, beside the demo learners: 20 % off any paid plan in either currency, so a tester can see a
 * discounted order go through the (sandbox) gateway. The banner's free month never reaches a gateway. */
export const DEMO_PROMO_CODE = 'SAVE20';

export async function seedDemoPromo(payments: Pick<PaymentRepository, 'promo' | 'addPromo'>): Promise<void> {
  if (await payments.promo(DEMO_PROMO_CODE)) return;
  await payments.addPromo({ code: DEMO_PROMO_CODE, kind: 'PERCENT', value: 20, description: 'Demo code: 20% off (created with the demo learners, SEED_DEMO)' });
}
