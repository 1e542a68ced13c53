import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { CommentDto, CommentReplyDto, LikeState } from '@pte-kit/core';
import { countryName } from '../data/countries';
import type { Database } from '../db/client';
import { commentLikes, commentReplies, commentReplyLikes, comments, examMemoryReports, users } from '../db/schema';
import { AppError, errors } from '../errors';
import { iso } from './databaseErrors';

export const commentErrors = {
  notFound: (id: number) => errors.notFound(`Comment ${id}`),
  replyNotFound: (id: number) => errors.notFound(`Reply ${id}`),
  notAuthor: () => new AppError(403, 'Only the author can delete this comment.'),
  notReplyAuthor: () => new AppError(403, 'Only the author can delete this reply.'),
  examMemory: () => new AppError(403, 'Exam memory comments cannot be deleted.'),
};

/** Where an uploaded image is served; the routes serve only names the upload code made. */
export const uploadPath = (name: string) => `/media/uploads/${name}`;

export interface PageQuery {
  page: number;
  size: number;
}

interface CommentRow {
  id: number;
  userId: number;
  questionId: number;
  examMemoryReportId: number | null;
  body: string;
  images: string[];
  lastModifiedDate: Date;
  nickname: string;
  avatar: string | null;
  examDate: string | null;
  country: string | null;
  examDescription: string | null;
  likesCount: number;
  liked: boolean;
  replyCount: number;
}

interface ReplyRow {
  id: number;
  commentId: number;
  userId: number;
  body: string;
  images: string[];
  lastModifiedDate: Date;
  nickname: string;
  avatar: string | null;
  likesCount: number;
  liked: boolean;
}

function commentDto(row: CommentRow, viewerId: number): CommentDto {
  const isExamMemory = row.examMemoryReportId !== null && row.examDate !== null;
  const country = row.country ? countryName(row.country) : '';
  const description = row.examDescription?.trim() ? row.examDescription : null;
  return {
    id: row.id,
    practiceId: row.questionId,
    nickname: row.nickname,
    avatar: row.avatar,
    lastModifiedDate: iso(row.lastModifiedDate),
    comment: isExamMemory ? description ?? `Seen in the exam on ${row.examDate} in ${country}` : row.body,
    images: row.images.map(uploadPath),
    likesCount: Number(row.likesCount),
    liked: Boolean(row.liked),
    replyCount: Number(row.replyCount),
    prediction: isExamMemory ? { date: row.examDate!, country, description } : null,
    mine: row.userId === viewerId,
  };
}

function replyDto(row: ReplyRow, viewerId: number): CommentReplyDto {
  return {
    id: row.id,
    commentId: row.commentId,
    nickname: row.nickname,
    avatar: row.avatar,
    lastModifiedDate: iso(row.lastModifiedDate),
    reply: row.body,
    images: row.images.map(uploadPath),
    likesCount: Number(row.likesCount),
    liked: Boolean(row.liked),
    mine: row.userId === viewerId,
  };
}

/** True when a row's parent went away under it (a comment deleted while someone liked or answered it). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23503') return true;
    current = current.cause as typeof current;
  }
  return false;
}

async function orMissing<T>(work: Promise<T>, missing: () => AppError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw missing();
    throw error;
  }
}


export function createCommentRepository(db: Database) {
  const commentColumns = (viewerId: number) => ({
    id: comments.id,
    userId: comments.userId,
    questionId: comments.questionId,
    examMemoryReportId: comments.examMemoryReportId,
    body: comments.body,
    images: comments.images,
    lastModifiedDate: comments.lastModifiedDate,
    nickname: users.nickname,
    avatar: users.avatar,
    examDate: examMemoryReports.examDate,
    country: examMemoryReports.country,
    examDescription: examMemoryReports.description,
    likesCount: sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`,
    liked: sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`,
    replyCount: sql<number>`(select count(*)::int from ${commentReplies} where ${commentReplies.commentId} = ${comments.id})`,
  });

  const replyColumns = (viewerId: number) => ({
    id: commentReplies.id,
    commentId: commentReplies.commentId,
    userId: commentReplies.userId,
    body: commentReplies.body,
    images: commentReplies.images,
    lastModifiedDate: commentReplies.lastModifiedDate,
    nickname: users.nickname,
    avatar: users.avatar,
    likesCount: sql<number>`(select count(*)::int from ${commentReplyLikes} where ${commentReplyLikes.replyId} = ${commentReplies.id})`,
    liked: sql<boolean>`exists (select 1 from ${commentReplyLikes} where ${commentReplyLikes.replyId} = ${commentReplies.id} and ${commentReplyLikes.userId} = ${viewerId})`,
  });

  function selectComments(viewerId: number, where: SQL | undefined) {
    return db.select(commentColumns(viewerId)).from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(examMemoryReports, eq(examMemoryReports.id, comments.examMemoryReportId))
      .where(where);
  }

  function selectReplies(viewerId: number, where: SQL | undefined) {
    return db.select(replyColumns(viewerId)).from(commentReplies).innerJoin(users, eq(users.id, commentReplies.userId)).where(where);
  }

  /** Gives every exam-memory report of the question its comment row, dated when the report was made. */
  async function syncExamMemories(questionId: number) {
    await db.execute(sql`
      insert into ${comments} (user_id, question_id, exam_memory_report_id, created_date, last_modified_date)
      select r.user_id, r.question_id, r.id, r.created_date, r.created_date from ${examMemoryReports} r
      where r.question_id = ${questionId} and not exists (select 1 from ${comments} c where c.exam_memory_report_id = r.id)
      on conflict do nothing`);
  }

  async function comment(id: number, viewerId: number): Promise<CommentDto | undefined> {
    const [row] = await selectComments(viewerId, eq(comments.id, id)).limit(1);
    return row && commentDto(row as CommentRow, viewerId);
  }

  async function reply(id: number, viewerId: number): Promise<CommentReplyDto | undefined> {
    const [row] = await selectReplies(viewerId, eq(commentReplies.id, id)).limit(1);
    return row && replyDto(row as ReplyRow, viewerId);
  }

  async function requireComment(id: number) {
    const [row] = await db.select({ id: comments.id, userId: comments.userId, examMemoryReportId: comments.examMemoryReportId, images: comments.images })
      .from(comments).where(eq(comments.id, id)).limit(1);
    if (!row) throw commentErrors.notFound(id);
    return row;
  }

  async function requireReply(id: number) {
    const [row] = await db.select({ id: commentReplies.id, userId: commentReplies.userId, images: commentReplies.images })
      .from(commentReplies).where(eq(commentReplies.id, id)).limit(1);
    if (!row) throw commentErrors.replyNotFound(id);
    return row;
  }

  async function commentLikeState(commentId: number, userId: number): Promise<LikeState> {
    const [{ likesCount }] = await db.select({ likesCount: count() }).from(commentLikes).where(eq(commentLikes.commentId, commentId));
    const [mine] = await db.select({ one: sql`1` }).from(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId))).limit(1);
    return { likesCount: Number(likesCount), liked: Boolean(mine) };
  }

  async function replyLikeState(replyId: number, userId: number): Promise<LikeState> {
    const [{ likesCount }] = await db.select({ likesCount: count() }).from(commentReplyLikes).where(eq(commentReplyLikes.replyId, replyId));
    const [mine] = await db.select({ one: sql`1` }).from(commentReplyLikes)
      .where(and(eq(commentReplyLikes.replyId, replyId), eq(commentReplyLikes.userId, userId))).limit(1);
    return { likesCount: Number(likesCount), liked: Boolean(mine) };
  }

  return {
    /** A question's comments, newest first (page is 0-based); `onlyExamMemory` keeps the exam-memory ones. */
    async list(questionId: number, viewerId: number, query: PageQuery & { onlyExamMemory: boolean }) {
      await syncExamMemories(questionId);
      const where = and(eq(comments.questionId, questionId), query.onlyExamMemory ? isNotNull(comments.examMemoryReportId) : undefined);
      const [{ total }] = await db.select({ total: count() }).from(comments).where(where);
      const rows = await selectComments(viewerId, where)
        .orderBy(desc(comments.createdDate), desc(comments.id)).limit(query.size).offset(query.page * query.size);
      return { items: rows.map((row) => commentDto(row as CommentRow, viewerId)), total: Number(total) };
    },

    async create(userId: number, questionId: number, body: string, images: string[]): Promise<CommentDto> {
      const [row] = await orMissing(
        db.insert(comments).values({ userId, questionId, body, images }).returning({ id: comments.id }),
        () => errors.notFound(`Question ${questionId}`),
      );
      return (await comment(row.id, userId))!;
    },

    /** Deletes the learner's own comment with its replies and likes; answers the image names that are no longer used. */
    async remove(id: number, userId: number): Promise<string[]> {
      const found = await requireComment(id);
      if (found.examMemoryReportId !== null) throw commentErrors.examMemory();
      if (found.userId !== userId) throw commentErrors.notAuthor();
      return db.transaction(async (tx) => {
        const replyImages = await tx.select({ images: commentReplies.images }).from(commentReplies).where(eq(commentReplies.commentId, id));
        const deleted = await tx.delete(comments).where(and(eq(comments.id, id), eq(comments.userId, userId))).returning({ images: comments.images });
        if (!deleted.length) throw commentErrors.notFound(id);
        return [...deleted[0].images, ...replyImages.flatMap((row) => row.images)];
      });
    },

    async like(id: number, userId: number): Promise<LikeState> {
      await requireComment(id);
      await orMissing(db.insert(commentLikes).values({ commentId: id, userId }).onConflictDoNothing(), () => commentErrors.notFound(id));
      return commentLikeState(id, userId);
    },

    async unlike(id: number, userId: number): Promise<LikeState> {
      await requireComment(id);
      await db.delete(commentLikes).where(and(eq(commentLikes.commentId, id), eq(commentLikes.userId, userId)));
      return commentLikeState(id, userId);
    },

    /** A comment's replies, oldest first (page is 0-based). */
    async listReplies(commentId: number, viewerId: number, query: PageQuery) {
      await requireComment(commentId);
      const where = eq(commentReplies.commentId, commentId);
      const [{ total }] = await db.select({ total: count() }).from(commentReplies).where(where);
      const rows = await selectReplies(viewerId, where).orderBy(asc(commentReplies.id)).limit(query.size).offset(query.page * query.size);
      return { items: rows.map((row) => replyDto(row as ReplyRow, viewerId)), total: Number(total) };
    },

    /** Checks the comment exists before any upload is written. */
    requireComment,

    async createReply(userId: number, commentId: number, body: string, images: string[]): Promise<CommentReplyDto> {
      const [row] = await orMissing(
        db.insert(commentReplies).values({ userId, commentId, body, images }).returning({ id: commentReplies.id }),
        () => commentErrors.notFound(commentId),
      );
      return (await reply(row.id, userId))!;
    },

    async removeReply(id: number, userId: number): Promise<string[]> {
      const found = await requireReply(id);
      if (found.userId !== userId) throw commentErrors.notReplyAuthor();
      const deleted = await db.delete(commentReplies).where(and(eq(commentReplies.id, id), eq(commentReplies.userId, userId)))
        .returning({ images: commentReplies.images });
      if (!deleted.length) throw commentErrors.replyNotFound(id);
      return deleted[0].images;
    },

    async likeReply(id: number, userId: number): Promise<LikeState> {
      await requireReply(id);
      await orMissing(db.insert(commentReplyLikes).values({ replyId: id, userId }).onConflictDoNothing(), () => commentErrors.replyNotFound(id));
      return replyLikeState(id, userId);
    },

    async unlikeReply(id: number, userId: number): Promise<LikeState> {
      await requireReply(id);
      await db.delete(commentReplyLikes).where(and(eq(commentReplyLikes.replyId, id), eq(commentReplyLikes.userId, userId)));
      return replyLikeState(id, userId);
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
