import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { PTE_TYPES, type PteType } from '@pte-kit/core';
import { AppError } from '../errors';
import { signInPage, signUpPage, messagePage } from '../oidc/pages';
import { passwordProblem } from '../passwords';
import { waitText } from './rateLimit';
import { sendVerification } from './app/mail';

const MOUNT = '/oidc';

interface SignInBody { email?: string; password?: string }
interface SignUpBody { email?: string; password?: string; nickname?: string; pteType?: string }

/** Validates the sign-up form the same way whatever sends it; returns a readable message or null. */
/** Failed sign-ins to one account from one address in a minute before that pair has to wait. */
export const SIGN_IN_FAILURES = 10;
/** Failed sign-ins from one address, whatever the accounts, in ten minutes before it has to wait. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 50;
/** Accounts created from one address in an hour. */

export function signUpProblem(body: SignUpBody): string | null {
  const email = body.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return 'Enter a valid email address.';
  if (!body.nickname?.trim()) return 'Choose a nickname.';
  if (body.nickname.trim().length > 60) return 'The nickname can be at most 60 characters.';
  if (!body.password || body.password.length < 8) return 'The password needs at least 8 characters.';
  if (body.password.length > 200) return 'The password can be at most 200 characters.';
  if (body.pteType && !(PTE_TYPES as readonly string[]).includes(body.pteType)) return 'Choose PTE Academic or PTE Core.';
  return null;
}

/** Mounts the embedded identity provider at /oidc with its sign-in and sign-up pages. */
export default fp(async function oidcPlugin(app: FastifyInstance, { provider }: { provider: Provider }) {
  const callback = provider.callback();

  // oidc-provider reads the raw request body itself, so this context has no Fastify body parsers.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      // The provider writes the raw response: the headers set so far (security headers) go on it first.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(MOUNT.length) || '/';
      callback(req, reply.raw);
    };
    // The provider's own endpoints are described by its discovery document, not the API's OpenAPI description.
    raw.all(MOUNT, { schema: { hide: true } }, handler);
    raw.all(`${MOUNT}/*`, { schema: { hide: true } }, handler);
  });

  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });

    const sendHtml = (reply: FastifyReply, html: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(html);
    const links = (uid: string) => ({
      signIn: `${MOUNT}/interaction/${uid}`,
      signInAction: `${MOUNT}/interaction/${uid}/login`,
      signUp: `${MOUNT}/interaction/${uid}/signup`,
    });

    async function details(request: FastifyRequest, reply: FastifyReply) {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        throw new AppError(400, 'This sign-in link has expired. Go back to the app and start signing in again.');
      }
    }

    async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId, remember: true } }, { mergeWithLastSubmission: false });
    }

    pages.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = error instanceof AppError ? error.status : error.statusCode ?? 500;
      if (status >= 500) reply.log.error(error);
      sendHtml(reply, messagePage('Sign-in problem', status >= 500 ? 'Something went wrong. Please try again.' : error.message), status);
    });

    pages.get<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      const { uid } = request.params;
      if (interaction.prompt.name === 'login') {
        return sendHtml(reply, signInPage({ action: links(uid).signInAction, signUpHref: links(uid).signUp }));
      }
      // The web app is first party: grant whatever consent is still missing without asking.
      const { params, session, prompt } = interaction;
      const grant = interaction.grantId
        ? (await provider.Grant.find(interaction.grantId))!
        : new provider.Grant({ accountId: session!.accountId, clientId: params.client_id as string });
      const detailsOf = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (detailsOf.missingOIDCScope) grant.addOIDCScope(detailsOf.missingOIDCScope.join(' '));
      if (detailsOf.missingOIDCClaims) grant.addOIDCClaims(detailsOf.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(detailsOf.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
    });

    // Failed sign-ins are counted per account at each client address: after SIGN_IN_FAILURES in a minute that pair
    // waits, and every attempt while it waits doubles the wait. Keyed by the pair, nobody can lock a learner out of
    // their account: the learner signs in from another network as usual. An address guessing across many accounts
    // is slowed by a second count per address (SIGN_IN_FAILURES_PER_ADDRESS in ten minutes).
    const accountKey = (request: FastifyRequest<{ Body: SignInBody }>) => `signin:${request.ip}:${String(request.body?.email ?? '').trim().toLowerCase()}`;
    const signInFailures = app.createRateLimit({
      max: SIGN_IN_FAILURES, timeWindow: 60_000, exponentialBackoff: true, keyGenerator: (request: FastifyRequest) => accountKey(request as never),
    } as never);
    const addressFailures = app.createRateLimit({
      max: SIGN_IN_FAILURES_PER_ADDRESS, timeWindow: 600_000, exponentialBackoff: true, keyGenerator: (request: FastifyRequest) => `signin:${request.ip}`,
    } as never);
    const signUps = app.createRateLimit({ max: app.config.signUpsPerHour, timeWindow: 3_600_000, keyGenerator: (request: FastifyRequest) => `signup:${request.ip}` });

    pages.post<{ Params: { uid: string }; Body: SignInBody }>(`${MOUNT}/interaction/:uid/login`, async (request, reply) => {
      await details(request, reply);
      const { uid } = request.params;
      const email = String(request.body?.email ?? '').trim();
      const password = String(request.body?.password ?? '');
      const render = (error: string, status: number) =>
        sendHtml(reply, signInPage({ action: links(uid).signInAction, signUpHref: links(uid).signUp, email, error }), status);
      for (const limit of [signInFailures, addressFailures]) {
        const state = await limit(request, { increment: false });
        if (state.isAllowed || state.remaining > 0 || state.ttl <= 0) continue;
        const counted = await limit(request);
        const ttl = counted.isAllowed ? state.ttl : counted.ttl;
        reply.header('retry-after', String(Math.ceil(ttl / 1000)));
        return render(`Too many failed sign-ins from your connection. Please wait ${waitText(ttl)} before trying again; each attempt before then makes the wait longer.`, 429);
      }
      const user = email && password ? await app.repositories.users.authenticate(email, password) : null;
      if (!user) {
        if (email && password) await Promise.all([signInFailures(request), addressFailures(request)]);
        return render(!email || !password ? 'Enter your email and password.' : 'The email or password is not correct.', 400);
      }
      await finishLogin(request, reply, String(user.id));
    });

    pages.get<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid/signup`, async (request, reply) => {
      await details(request, reply);
      const { uid } = request.params;
      return sendHtml(reply, signUpPage({ action: links(uid).signUp, signInHref: links(uid).signIn }));
    });

    pages.post<{ Params: { uid: string }; Body: SignUpBody }>(`${MOUNT}/interaction/:uid/signup`, async (request, reply) => {
      await details(request, reply);
      const { uid } = request.params;
      const body = request.body ?? {};
      const values = { email: body.email, nickname: body.nickname, pteType: body.pteType };
      const problem = signUpProblem(body);
      const render = (error: string, status: number) =>
        sendHtml(reply, signUpPage({ action: links(uid).signUp, signInHref: links(uid).signIn, values, error }), status);
      const weak = problem ? null : await passwordProblem(body.password!, [body.email ?? '', body.nickname ?? '']);
      if (problem || weak) return render((problem ?? weak)!, 400);
      const limit = await signUps(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        return render(`Too many accounts have been created from your connection. Please wait ${waitText(limit.ttl)} and try again.`, 429);
      }
      try {
        const user = await app.repositories.users.create({
          email: body.email!, password: body.password!, nickname: body.nickname!,
          pteType: (body.pteType as PteType) ?? 'PTE Academic', status: 'TRIAL',
        });
        await sendVerification(app, user);
        await finishLogin(request, reply, String(user.id));
      } catch (error) {
        if (error instanceof AppError && error.status === 409) return render(error.message, 409);
        throw error;
      }
    });
  });
});
