import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcModels } from '../db/schema';

/** oidc-provider storage in the app database, so any API process can continue any session. */
export function createAdapterClass(db: Database): new (type: string) => Adapter {
  return class DbAdapter implements Adapter {
    readonly type: string;
    constructor(type: string) {
      this.type = type;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id, type: this.type, payload, grantId: payload.grantId ?? null, userCode: payload.userCode ?? null,
        uid: payload.uid ?? null, expiresAt,
      };
      await db.insert(oidcModels).values(row).onConflictDoUpdate({ target: [oidcModels.type, oidcModels.id], set: row });
    }

    async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db.select().from(oidcModels).where(and(eq(oidcModels.type, this.type), condition)).limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const { payload } = row;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcModels.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcModels.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcModels.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcModels).set({ consumedAt: new Date() }).where(and(eq(oidcModels.type, this.type), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcModels).where(and(eq(oidcModels.type, this.type), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }
  };
}

/** Drops expired rows; run now and then, never on a request path. */
export async function purgeExpired(db: Database): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date()));
}
