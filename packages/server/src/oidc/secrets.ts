import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

export interface ProviderSecrets {
  signingKey: JWK;
  publicKey: JWK;
  cookieKeys: string[];
}

/** Keys are made once per database, so tokens and sessions outlive restarts and are shared by all processes. */
export async function loadOrCreateSecrets(db: Database): Promise<ProviderSecrets> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'oidc')).limit(1);
  if (existing) return existing.value;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const secrets: ProviderSecrets = {
    signingKey: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicKey: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('hex')],
  };
  await db.insert(appSecrets).values({ name: 'oidc', value: secrets }).onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'oidc')).limit(1);
  return stored.value;
}
