import { simpleParser } from 'mailparser';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

/** A message as the test mail catcher keeps it. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  /** The messages caught when no SMTP server is configured (newest first); null when mail really goes out. */
  caught(): CaughtMail[] | null;
  close(): Promise<void>;
}

const KEEP = 100;

/**
 * Mail out through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://… for TLS), from `MAIL_FROM`.
 * Without `SMTP_URL` (`npm start`, the tests) the server runs a local catcher (smtp-server on a loopback port, read
 * with mailparser) and keeps the messages for the page /dev/mail, labelled as test mail: the same transport code
 * sends to it.
 */
export async function createMailer(options: { smtpUrl?: string; from: string }): Promise<Mailer> {
  let catcher: SMTPServer | null = null;
  const inbox: CaughtMail[] = [];
  let transport: Transporter;
  if (options.smtpUrl) {
    transport = nodemailer.createTransport(options.smtpUrl);
  } else {
    catcher = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: 256 * 1024,
      onData(stream, _session, callback) {
        simpleParser(stream).then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((entry) => entry.text).join(', ') : parsed.to?.text ?? '';
          inbox.unshift({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', receivedAt: new Date().toISOString() });
          inbox.length = Math.min(inbox.length, KEEP);
          callback();
        }, (error: Error) => callback(error));
      },
    });
    const server = catcher;
    const port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
    });
    transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  }
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    caught: () => (catcher ? inbox : null),
    async close() {
      transport.close();
      if (catcher) await new Promise<void>((resolve) => catcher!.close(() => resolve()));
    },
  };
}
