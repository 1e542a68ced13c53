import type { FastifyInstance } from 'fastify';
import { escapeHtml, messagePage } from '../../oidc/pages';
import { sendVerification } from '../../plugins/app/mail';
import { bearer, errorResponses, withSchemaTypes } from '../api/schemas';

/**
 * Email verification: the link mailed at sign-up (GET /verify-email), another link on request, and, when no SMTP
 * server is configured, the test mail catcher's page (/dev/mail) where `npm start` and the tests read the messages.
 */
export default async function verificationRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.get('/verify-email', {
    schema: { hide: true, querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 400 } } } as const },
  }, async (request, reply) => {
    const checked = app.verifier.check(request.query.token);
    const done = checked !== null && (await app.repositories.users.markEmailVerified(checked.userId, checked.email));
    const page = done
      ? messagePage('Email confirmed', 'Thank you: your address is confirmed and your free AI-scored answers are ready.')
      : messagePage('This link does not work', 'The link is old, altered, or for an address the account no longer has. Sign in and ask for a new one from your profile.');
    return reply.code(done ? 200 : 400).type('text/html; charset=utf-8').send(page);
  });

  app.post('/api/users/verification', {
    onRequest: app.authenticate,
    config: { rateLimit: { max: 3, timeWindow: 3_600_000, keyGenerator: (request) => `verify:${(request as { user?: { id: number } }).user?.id ?? request.ip}`, hook: 'preHandler' } },
    schema: {
      tags: ['users'], security: bearer, summary: 'Send the link that confirms the email address again (3 an hour)',
      response: { 200: { type: 'object', properties: { sent: { type: 'boolean' }, verified: { type: 'boolean' } } }, ...errorResponses, 429: { $ref: 'ApiError#' } },
    },
  }, async (request) => {
    const user = request.user!;
    if (user.emailVerifiedAt) return { sent: false, verified: true };
    await sendVerification(app, user);
    return { sent: true, verified: false };
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const caught = app.mailer.caught();
    if (!caught) return reply.code(404).send({ status: 404, message: 'Mail goes out through SMTP here; there is no test mail catcher.', errors: [] });
    const items = caught.map((mail) => `<li><p><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to)} · ${escapeHtml(mail.receivedAt)}</p>`
      + `<pre>${escapeHtml(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></li>`).join('');
    const page = messagePage('Test mail catcher', 'Messages this server sent while no SMTP server is configured (SMTP_URL). Test mail only: nothing left this machine.')
      .replace('<p><a href="/">Back to PTE Practice</a></p>', `<ol>${items || '<li>No messages yet.</li>'}</ol><p><a href="/">Back to PTE Practice</a></p>`);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
