// Contact messages (POST /contact/create): stored, the operators told, the sender thanked,
// all in one statement so that nothing is half-done (decision 0015; docs/architecture.md "Data").
import type * as z from "zod";
import type { contactSchema } from "../../schemas/contact.ts";
import { CONTACT_SUBJECTS } from "../../schemas/contact.ts";
import type { Lang } from "../../i18n/lang.ts";
import { contactMessages, outgoingEmails } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { outboxRows } from "../mail/outbox.ts";
import { contactAcknowledgement, contactOperatorCopy } from "../mail/request-messages.ts";
import { newReference } from "../references.ts";

export type ContactMessage = z.output<typeof contactSchema>;

export async function createContactMessage(
  db: Database,
  input: ContactMessage,
  options: {
    operatorEmail?: string;
    /** The language of the page the message was sent from: its acknowledgement's (D25). */
    language?: Lang;
  },
): Promise<{ id: string; reference: string; emailIds: string[] }> {
  const subjectLabel =
    CONTACT_SUBJECTS.find((subject) => subject.value === input.subject)?.label ?? input.subject;
  const reference = newReference("CON");
  const emails = outboxRows([
    contactAcknowledgement({
      to: input.email,
      name: input.name,
      reference,
      subject: input.subject,
      language: options.language ?? "en",
    }),
    ...(options.operatorEmail
      ? [
          contactOperatorCopy(options.operatorEmail, {
            reference,
            name: input.name,
            email: input.email,
            phone: input.phone,
            subjectLabel,
            fromLanding: input.source === "landing",
            message: input.message,
          }),
        ]
      : []),
  ]);
  const queued = db.$with("queued").as(db.insert(outgoingEmails).values(emails));
  const [row] = await db
    .with(queued)
    .insert(contactMessages)
    .values({
      reference,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      source: input.source,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id, reference, emailIds: emails.map((email) => email.id) };
}
