import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../database.ts';
import { outbox } from '../db/schema.ts';
import type { Email } from './templates.ts';

export interface Mailer {
  send(to: string, email: Email): Promise<void>;
}

/**
 * Every e-mail is written to the outbox table; with `smtpUrl` it is also sent over SMTP and
 * marked sent. Without SMTP the outbox is what a developer reads (`GET /api/dev/outbox`).
 */
export function createMailer(
  db: Database,
  options: {
    smtpUrl?: string | undefined;
    from?: string | undefined;
    /** "Now", for when it was sent: the app's clock (scripts use the wall clock). */
    clock?: () => Date;
  } = {},
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const from = options.from ?? 'Juicyin <no-reply@juicyin.example>';
  const clock = options.clock ?? (() => new Date());
  return {
    async send(to, email) {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: to, subject: email.subject, textBody: email.text, htmlBody: email.html })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      await transport.sendMail({ from, to, subject: email.subject, text: email.text, html: email.html });
      await db.update(outbox).set({ sentAt: clock() }).where(eq(outbox.id, row.id));
    },
  };
}
