// The outboxes' senders, built together wherever messages are queued and sent: the API's
// dependencies (deps.ts), the scheduled Netlify functions and the commands. The WhatsApp sender
// hands a message that failed for good to the mailer as its fallback e-mail, so the two come
// as a pair, and whatever queued both kinds sends both at once (background.ts, deliverAll).
import type { Database } from "./db/types.ts";
import { createMailer, type Mailer, type MailerOptions } from "./mail/mailer.ts";
import type { MailTransport } from "./mail/transport.ts";
import { createWhatsAppSender, type WhatsAppSender, type WhatsAppSenderOptions } from "./whatsapp/sender.ts";
import type { WhatsAppTransport } from "./whatsapp/transport.ts";
import type { Logger } from "./log.ts";

export interface Senders {
  mailer: Mailer;
  whatsapp: WhatsAppSender;
}

export interface SendersOptions {
  db: Database;
  env: MailerOptions["env"] & WhatsAppSenderOptions["env"];
  log: Logger;
  /** Instead of the configured ones (tests: stand-ins with short time limits). */
  mailTransport?: MailTransport;
  whatsappTransport?: WhatsAppTransport;
}

export function createSenders({ db, env, log, mailTransport, whatsappTransport }: SendersOptions): Senders {
  const mailer = createMailer({ db, env, log, transport: mailTransport });
  return { mailer, whatsapp: createWhatsAppSender({ db, env, log, mailer, transport: whatsappTransport }) };
}
