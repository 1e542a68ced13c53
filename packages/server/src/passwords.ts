import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** The strength a new password needs on zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10⁸ guesses). */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | null = null;
const loadEstimator = () =>
  (estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  })());

/**
 * Why a new password is refused, or null when it is strong enough: zxcvbn (common passwords, names, words, keyboard
 * patterns, dates, repeats) with the learner's own email and nickname as words it must not lean on.
 */
export async function passwordProblem(password: string, personal: string[]): Promise<string | null> {
  const words = personal.flatMap((value) => [value, ...value.toLowerCase().split(/[@._+\s-]+/)]).filter((word) => word.length >= 3);
  const result = (await loadEstimator()).check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, '')}. ` : '';
  const suggestion = result.feedback.suggestions[0] ?? 'Add another word or two; uncommon words are better.';
  return `This password is too easy to guess. ${warning}${suggestion}`;
}
