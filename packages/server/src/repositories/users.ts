import { eq, sql } from 'drizzle-orm';
import { LIMITS, type CurrentUser, type ProfileUpdate, type PteType, type SubscriptionStatus } from '@pte-kit/core';
import type { Database } from '../db/client';
import { oidcModels, users } from '../db/schema';
import { errors } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { recountPracticeDays } from './home';
import { prepared } from '../db/prepared';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  password: string;
  nickname: string;
  name?: string;
  pteType?: PteType;
  status?: SubscriptionStatus;
  expireDate?: Date | null;
  /** The address is known to be the learner's (demo learners, accounts made by staff). */
  emailVerified?: boolean;
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    profile: {
      nickname: user.nickname,
      avatar: user.avatar,
      language: user.language,
      status: user.status as SubscriptionStatus,
      pteType: user.pteType as PteType,
      expireDate: user.expireDate ? user.expireDate.toISOString() : null,
      timeZone: user.timeZone,
      country: user.country,
      nativeLanguage: user.nativeLanguage,
    },
  };
}

export function isPremium(user: UserRow, now = new Date()): boolean {
  return user.status === 'PREMIUM' && (!user.expireDate || user.expireDate > now);
}

/** PostgreSQL's unique_violation, on the error or (drizzle wraps it) its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

export function createUserRepository(db: Database) {
  const byEmail = async (email: string) =>
    (await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1))[0];

  const userByIdStatement = () => prepared('user_by_id', db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1));
  let userById: ReturnType<typeof userByIdStatement> | undefined;
  // The bearer check's two look-ups in one statement: the learner row (none when the id is unknown) and whether the
  // identity provider's grant the token was issued under stands (its row is there and not expired: what the
  // provider's Grant.find answers; signing out deletes it).
  const withGrantStatement = () => prepared('user_by_id_with_grant', db.select({
    user: users,
    grantLive: sql<boolean>`exists(select 1 from ${oidcModels} where ${oidcModels.type} = 'Grant' and ${oidcModels.id} = ${sql.placeholder('grantId')}
      and (${oidcModels.expiresAt} is null or ${oidcModels.expiresAt} > now()))`,
  }).from(sql`(select 1) as one`).leftJoin(users, eq(users.id, sql.placeholder('id'))));
  let withGrant: ReturnType<typeof withGrantStatement> | undefined;

  return {
    byEmail,
    /** The learner row (every bearer check that misses the token cache asks for it): a prepared statement. */
    async byId(id: number): Promise<UserRow | undefined> {
      userById ??= userByIdStatement();
      return (await userById.execute({ id }))[0];
    },
    /** The learner row and whether the grant `grantId` stands, in one round trip (the bearer check's two questions). */
    async byIdWithGrant(id: number, grantId: string): Promise<{ user: UserRow | undefined; grantLive: boolean }> {
      withGrant ??= withGrantStatement();
      const [row] = await withGrant.execute({ id, grantId });
      return { user: row?.user ?? undefined, grantLive: Boolean(row?.grantLive) };
    },
    async create(input: NewUser): Promise<UserRow> {
      if (await byEmail(input.email)) throw errors.conflict('An account with this email already exists.');
      const passwordHash = await hashPassword(input.password);
      // Two sign-ups with one address at once both pass the check above; the unique index decides, and the loser
      // hears the same 409 (never a 500, and never a log line carrying the hash).
      const [row] = await db
        .insert(users)
        .values({
          email: input.email.trim(),
          passwordHash,
          nickname: input.nickname.trim(),
          name: input.name?.trim() ?? '',
          pteType: input.pteType ?? 'PTE Academic',
          status: input.status ?? 'TRIAL',
          expireDate: input.expireDate ?? null,
          emailVerifiedAt: input.emailVerified ? new Date() : null,
        })
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw errors.conflict('An account with this email already exists.');
          throw error;
        });
      return row;
    },
    async authenticate(email: string, password: string): Promise<UserRow | null> {
      const user = await byEmail(email);
      if (!user) return null;
      return (await verifyPassword(password, user.passwordHash)) ? user : null;
    },
    async updateProfile(id: number, update: ProfileUpdate): Promise<UserRow> {
      const values: Partial<typeof users.$inferInsert> = {};
      if (update.pteType !== undefined) values.pteType = update.pteType;
      if (update.nickname !== undefined) values.nickname = update.nickname.trim();
      if (update.language !== undefined) values.language = update.language;
      if (update.name !== undefined) values.name = update.name.trim();
      if (update.avatar !== undefined) values.avatar = update.avatar;
      if (update.timeZone !== undefined) values.timeZone = update.timeZone;
      if (update.country !== undefined) values.country = update.country;
      if (update.nativeLanguage !== undefined) values.nativeLanguage = update.nativeLanguage;
      const [row] = !Object.keys(values).length
        ? await db.select().from(users).where(eq(users.id, id))
        : values.timeZone === undefined
          ? await db.update(users).set(values).where(eq(users.id, id)).returning()
          // A new time zone moves the learner's answers to the days of their new calendar, in the same transaction.
          : await db.transaction(async (tx) => {
            const updated = await tx.update(users).set(values).where(eq(users.id, id)).returning();
            await recountPracticeDays(tx, id);
            return updated;
          });
      if (!row) throw errors.notFound('The user');
      return row;
    },
    async markEmailVerified(id: number, email: string): Promise<boolean> {
      const rows = await db.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(sql`${users.id} = ${id} AND lower(${users.email}) = ${email.toLowerCase()}`).returning({ id: users.id });
      return rows.length > 0;
    },
    remainingAi(user: UserRow): number | null {
      return isPremium(user) ? null : Math.max(0, LIMITS.freeAiSubmissions - user.aiUsed);
    },
    /**
     * Reserves one AI submission of a free learner's quota before any scoring work: the conditional update lets no
     * two racing submissions both take the last one, and a learner out of submissions is refused at once (not after
     * seconds of decoding). False for premium learners, who have no quota; `refundAiSubmission` gives it back when
     * the answer is not stored after all.
     */
    async reserveAiSubmission(user: UserRow): Promise<boolean> {
      if (isPremium(user)) return false;
      // The free answers go to addresses that are real: one account per address, not thirty.
      if (!user.emailVerifiedAt) throw errors.emailNotVerified(user.email);
      const taken = await db
        .update(users)
        .set({ aiUsed: sql`${users.aiUsed} + 1` })
        .where(sql`${users.id} = ${user.id} AND ${users.aiUsed} < ${LIMITS.freeAiSubmissions}`)
        .returning({ id: users.id });
      if (taken.length === 0) throw errors.aiQuotaUsed();
      return true;
    },
    async refundAiSubmission(user: UserRow): Promise<void> {
      await db.update(users).set({ aiUsed: sql`greatest(${users.aiUsed} - 1, 0)` }).where(eq(users.id, user.id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
