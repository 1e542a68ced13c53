import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ExamMemoryDto, ExamVariant, ProblemReportDto } from '@pte-kit/core';
import { countryName } from '../data/countries';
import type { Database } from '../db/client';
import { examMemoryReports, problemReports } from '../db/schema';
import { AppError } from '../errors';
import { isUniqueViolation, iso } from './databaseErrors';

/** Problem reports one learner may send in an hour: enough for a bad batch of questions, not for a flood. */
export const PROBLEM_REPORTS_PER_HOUR = 20;
/** The same report again within this time is the same report (a double click, a retried request). */
const REPEAT_WINDOW_MS = 60_000;

export const reportErrors = {
  tooMany: () =>
    new AppError(429, `You have sent ${PROBLEM_REPORTS_PER_HOUR} problem reports in the last hour. Please wait a while before sending more.`),
  examMemoryRepeated: (date: string) =>
    new AppError(409, `You have already reported seeing this question in your exam on ${date}.`, [
      { field: 'date', defaultMessage: `Already reported for ${date}.` },
    ]),
};

export interface NewExamMemory {
  userId: number;
  questionId: number;
  date: string;
  country: string;
  pteType: ExamVariant;
  description: string;
}

const toReport = (row: typeof problemReports.$inferSelect): ProblemReportDto => ({
  id: row.id, practiceId: row.questionId, description: row.description, createdDate: iso(row.createdDate),
});

export function createReportRepository(db: Database) {
  return {
    /** Stores a problem report. The same text on the same question within a minute returns the first report (created: false). */
    async reportProblem(userId: number, questionId: number, description: string): Promise<{ report: ProblemReportDto; created: boolean }> {
      return db.transaction(async (tx) => {
        const since = new Date(Date.now() - REPEAT_WINDOW_MS);
        const [repeated] = await tx.select().from(problemReports)
          .where(and(eq(problemReports.userId, userId), eq(problemReports.questionId, questionId),
            eq(problemReports.description, description), gt(problemReports.createdDate, since)))
          .orderBy(desc(problemReports.id)).limit(1);
        if (repeated) return { report: toReport(repeated), created: false };
        const [{ recent }] = await tx.select({ recent: count() }).from(problemReports)
          .where(and(eq(problemReports.userId, userId), gt(problemReports.createdDate, new Date(Date.now() - 3_600_000))));
        if (Number(recent) >= PROBLEM_REPORTS_PER_HOUR) throw reportErrors.tooMany();
        const [row] = await tx.insert(problemReports).values({ userId, questionId, description }).returning();
        return { report: toReport(row), created: true };
      });
    },

    /** Stores an exam memory report and answers with the question's new Exam Memory count, read in the same transaction. */
    async reportExamMemory(input: NewExamMemory): Promise<ExamMemoryDto> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(examMemoryReports).values({
            userId: input.userId, questionId: input.questionId, examDate: input.date, country: input.country,
            pteType: input.pteType, description: input.description,
          }).returning();
          const [{ predictionCount }] = await tx.select({ predictionCount: sql<number>`count(*)::int` })
            .from(examMemoryReports).where(eq(examMemoryReports.questionId, input.questionId));
          return {
            id: row.id,
            practiceId: row.questionId,
            date: row.examDate,
            country: row.country,
            countryName: countryName(row.country),
            pteType: row.pteType as ExamVariant,
            description: row.description,
            createdDate: iso(row.createdDate),
            predictionCount: Number(predictionCount),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw reportErrors.examMemoryRepeated(input.date);
        throw error;
      }
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
