import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail';
import { createVerifier, verificationMail, type Verifier } from '../../verification';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Signs and checks the links that confirm a learner's email address. */
    verifier: Verifier;
  }
}

export default fp(async function mail(app: FastifyInstance) {
  app.decorate('mailer', await createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom }));
  app.decorate('verifier', createVerifier(app.keyFor('email verification')));
  app.addHook('onClose', async () => app.mailer.close());
}, { name: 'mail', dependencies: ['secrets'] });

/** Sends the link that confirms a learner's address; a failure to send is logged, never shown as a failed sign-up. */
export async function sendVerification(app: FastifyInstance, user: { id: number; email: string; nickname: string }): Promise<void> {
  const link = `${app.config.publicUrl}/verify-email?token=${app.verifier.token(user.id, user.email)}`;
  await app.mailer.send({ to: user.email, ...verificationMail(link, user.nickname) })
    .catch((error: Error) => app.log.warn({ err: error }, 'verification mail not sent'));
}
