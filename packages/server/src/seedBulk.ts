import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_PASSWORD, seedQuestions } from './seed';
import { hashPassword } from './passwords';

/**
 * Synthetic data for measuring the API at scale (issue 18, docs/operations.md): questions copied from the real bank in
 * its task proportions, learners with Zipf-like activity, their answers, notes, bookmarks and Exam Memory reports.
 * Everything is made by set inserts over generate_series in the database, not row by row.
 */
export interface BulkOptions {
  questions: number;
  answers: number;
  learners: number;
}

/** Synthetic questions: content keys and titles say so, and nothing else in the app makes keys like these. */
export const BULK_KEY_PREFIX = 'bulk-';
export const BULK_TITLE_PREFIX = '[synthetic] ';
/** Synthetic learners: bulk-1@bulk.pte.test is the most active (Zipf rank 1); all share the demo password. */
export const BULK_EMAIL_DOMAIN = 'bulk.pte.test';
export const bulkLearnerEmail = (rank: number) => `bulk-${rank}@${BULK_EMAIL_DOMAIN}`;

/** A prime that divides no count we use: question and learner ranks are scattered over the ids with it. */
const SCATTER = 7919;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query) as unknown as { rows: T[] };
  return result.rows;
}

async function step(label: string, work: () => Promise<unknown>, log: (line: string) => void) {
  const started = performance.now();
  await work();
  log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Removes earlier synthetic data (the answers, notes and bookmarks go with their questions and learners). */
export async function removeBulk(db: Database, log: (line: string) => void = () => {}): Promise<void> {
  await step('removed earlier synthetic data', async () => {
    // The per-row count triggers would update rows that are being deleted anyway: off for the delete, counts rebuilt after.
    await db.execute(sql`alter table practice_answers disable trigger practice_answers_count`);
    await db.execute(sql`alter table exam_memory_reports disable trigger exam_memory_reports_count`);
    try {
      await db.execute(sql`delete from practice_answers where user_id in (select id from users where email like ${`%@${BULK_EMAIL_DOMAIN}`})
        or question_id in (select id from questions where content_key like ${`${BULK_KEY_PREFIX}%`})`);
      await db.execute(sql`delete from exam_memory_reports where user_id in (select id from users where email like ${`%@${BULK_EMAIL_DOMAIN}`})`);
      await db.execute(sql`delete from questions where content_key like ${`${BULK_KEY_PREFIX}%`}`);
      await db.execute(sql`delete from users where email like ${`%@${BULK_EMAIL_DOMAIN}`}`);
      await db.execute(sql`update questions q set prediction_count = (select count(*)::int from exam_memory_reports e where e.question_id = q.id)`);
      await db.execute(sql`delete from question_answer_counts`);
      await db.execute(sql`insert into question_answer_counts (question_id, count)
        select question_id, count(*)::int from practice_answers where status = 'SCORED' group by question_id`);
    } finally {
      await db.execute(sql`alter table practice_answers enable trigger practice_answers_count`);
      await db.execute(sql`alter table exam_memory_reports enable trigger exam_memory_reports_count`);
    }
  }, log);
}

export async function seedBulk(db: Database, options: BulkOptions, log: (line: string) => void = () => {}): Promise<void> {
  const { questions: questionCount, answers: answerCount, learners: learnerCount } = options;
  let [{ bank }] = await rows<{ bank: number }>(db, sql`select count(*)::int as bank from questions where content_key not like ${`${BULK_KEY_PREFIX}%`}`);
  // The copies are made from the real bank, which the server seeds at start; a database it never served gets it here.
  if (!bank) bank = (await seedQuestions(db)).inserted;
  await removeBulk(db, log);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await step(`${questionCount} questions`, () => db.execute(sql`
    insert into questions (content_key, skill, task, title, complexity, prediction_weekly, prediction_monthly, image_type,
      content, answer_key, recording, explanation, content_hash)
    select ${BULK_KEY_PREFIX} || g, s.skill, s.task, ${BULK_TITLE_PREFIX} || s.title || ' ' || g,
      (array['EASY', 'AVERAGE', 'HARD'])[1 + (g * 31 % 3)], g % 20 = 0, g % 10 = 0, s.image_type,
      s.content, s.answer_key, s.recording, s.explanation, s.content_hash
    from generate_series(0, ${questionCount - 1}) g
    join (select row_number() over (order by id) - 1 as n, * from questions where content_key not like ${`${BULK_KEY_PREFIX}%`}) s
      on s.n = g % ${bank}
    order by g`), log);
  await step(`${learnerCount} learners`, () => db.execute(sql`
    insert into users (email, password_hash, name, nickname, status, expire_date, email_verified_at, pte_type)
    select 'bulk-' || g || '@' || ${BULK_EMAIL_DOMAIN}, ${passwordHash}, 'Synthetic learner ' || g, 'Learner' || g,
      case when g % 4 = 0 then 'PREMIUM' else 'TRIAL' end, case when g % 4 = 0 then now() + interval '1 year' end, now(),
      case when g % 3 = 0 then 'PTE Core' else 'PTE Academic' end
    from generate_series(1, ${learnerCount}) g order by g`), log);

  const [range] = await rows<{ q0: number; q1: number; u0: number; u1: number }>(db, sql`select
    (select min(id) from questions where content_key like ${`${BULK_KEY_PREFIX}%`}) as q0,
    (select max(id) from questions where content_key like ${`${BULK_KEY_PREFIX}%`}) as q1,
    (select min(id) from users where email like ${`%@${BULK_EMAIL_DOMAIN}`}) as u0,
    (select max(id) from users where email like ${`%@${BULK_EMAIL_DOMAIN}`}) as u1`);
  // One insert each makes consecutive ids; the ranks below rely on it.
  if (range.q1 - range.q0 + 1 !== questionCount || range.u1 - range.u0 + 1 !== learnerCount) {
    throw new Error('Synthetic ids are not consecutive (another writer?); run the seed again.');
  }

  // Learner and question ranks are Zipf-like (P(rank r) ∝ 1/r: floor(n^random())), so bulk-1 answers most and
  // popular questions collect many community answers; question ranks are scattered over the tasks.
  await db.execute(sql`alter table practice_answers disable trigger practice_answers_count`);
  try {
    await step(`${answerCount} answers`, () => db.execute(sql`
      insert into practice_answers (user_id, question_id, skill, task, pte_type, answer, result, score, max_score, duration, last_modified_date)
      select ${range.u0} + r.learner - 1, q.id, q.skill, q.task, 'PTE Academic', '{"answers":[]}'::jsonb, '{"results":[]}'::jsonb,
        round((random() * 10)::numeric, 0)::real, 10, (30 + random() * 120)::int, now() - random() * interval '365 days'
      from (select g, floor(power(${learnerCount}::float8, random()))::int as learner,
              floor(power(${questionCount}::float8, random()))::int - 1 as question
            from generate_series(1, ${answerCount}) g) r
      join questions q on q.id = ${range.q0} + (r.question::bigint * ${SCATTER}) % ${questionCount}
      order by r.g`), log);
  } finally {
    await db.execute(sql`alter table practice_answers enable trigger practice_answers_count`);
  }
  await step('practice counts', async () => {
    await db.execute(sql`
      insert into question_practice (user_id, question_id, skill, task, count)
      select user_id, question_id, min(skill), min(task), count(*)::int from practice_answers
      where user_id between ${range.u0} and ${range.u1} and status = 'SCORED' group by user_id, question_id`);
    // The synthetic answers are all to synthetic questions, which had none before.
    await db.execute(sql`
      insert into question_answer_counts (question_id, count)
      select question_id, count(*)::int from practice_answers
      where question_id between ${range.q0} and ${range.q1} and status = 'SCORED' group by question_id`);
  }, log);
  await step('notes, bookmarks and Exam Memory reports', async () => {
    await db.execute(sql`
      insert into notes (user_id, question_id, description, plain_text, created_date, last_modified_date)
      select distinct on (user_id, question_id) user_id, question_id,
        '<p>Synthetic note ' || id || ': watch the collocations.</p>', 'Synthetic note ' || id || ': watch the collocations.',
        last_modified_date, last_modified_date
      from practice_answers where user_id between ${range.u0} and ${range.u1} and id % 20 = 0
      on conflict do nothing`);
    await db.execute(sql`
      insert into bookmarks (user_id, question_id, type)
      select distinct on (user_id, question_id) user_id, question_id,
        (array['VERY_EASY', 'EASY', 'AVERAGE', 'HARD', 'VERY_HARD'])[1 + id % 5]
      from practice_answers where user_id between ${range.u0} and ${range.u1} and id % 13 = 0
      on conflict do nothing`);
    await db.execute(sql`alter table exam_memory_reports disable trigger exam_memory_reports_count`);
    try {
      await db.execute(sql`
        insert into exam_memory_reports (user_id, question_id, exam_date, country, pte_type)
        select distinct on (user_id, question_id) user_id, question_id, current_date - (id % 300)::int,
          (array['AU', 'IN', 'GB', 'IR', 'CA'])[1 + id % 5], 'ACADEMIC'
        from practice_answers where user_id between ${range.u0} and ${range.u1} and id % 50 = 0
        on conflict do nothing`);
    } finally {
      await db.execute(sql`alter table exam_memory_reports enable trigger exam_memory_reports_count`);
    }
    await db.execute(sql`update questions q set prediction_count = c.n
      from (select question_id, count(*)::int as n from exam_memory_reports group by question_id) c
      where c.question_id = q.id and q.prediction_count <> c.n`);
  }, log);
  await step('vacuum analyze', async () => {
    for (const table of ['questions', 'users', 'practice_answers', 'question_practice', 'question_answer_counts', 'notes', 'bookmarks', 'exam_memory_reports']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }, log);
}

/** `npm run seed:bulk -- --questions 100000 --answers 1000000 --learners 10000 [--remove]` */
async function main() {
  const { values } = parseArgs({
    options: {
      questions: { type: 'string', default: '100000' },
      answers: { type: 'string', default: '1000000' },
      learners: { type: 'string', default: '10000' },
      remove: { type: 'boolean', default: false },
    },
  });
  const options = { questions: Number(values.questions), answers: Number(values.answers), learners: Number(values.learners) };
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  }
  // DATA_DIR is relative to the repository, as for the server (main.ts).
  process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'));
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const started = performance.now();
  try {
    console.log(`Synthetic data on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pglite')}`}:`);
    if (values.remove) await removeBulk(handle.db, console.log);
    else await seedBulk(handle.db, options, console.log);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  await main();
}
