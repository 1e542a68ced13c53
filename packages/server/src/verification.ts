import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link mailed at sign-up works. */
export const VERIFY_LINK_DAYS = 7;

/**
 * Links that confirm an email address: the learner's id, the address and an expiry, signed with a key kept in the
 * database (so a link works on every API process and after a restart). No table: a link is valid while its
 * signature and expiry are, and only for the address it was sent to.
 */
export function createVerifier(key: string) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    token(userId: number, email: string, now = Date.now()): string {
      const payload = Buffer.from(JSON.stringify({ u: userId, e: email.toLowerCase(), x: now + VERIFY_LINK_DAYS * 86_400_000 })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The learner and address a token confirms, or null when it is forged, altered or expired. */
    check(token: string, now = Date.now()): { userId: number; email: string } | null {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const { u, e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: number; e: string; x: number };
        return Number.isInteger(u) && typeof e === 'string' && typeof x === 'number' && x > now ? { userId: u, email: e } : null;
      } catch {
        return null;
      }
    },
  };
}

export const verificationMail = (link: string, nickname: string) => ({
  subject: 'Confirm your email address for PTE Practice',
  text: `Hi ${nickname},\n\nOpen this link to confirm your email address and start your free AI-scored answers:\n\n${link}\n\n`
    + `The link works for ${VERIFY_LINK_DAYS} days. If you did not create an account, ignore this message.\n\nPTE Practice`,
});

export type Verifier = ReturnType<typeof createVerifier>;
