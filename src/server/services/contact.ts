// Contact messages (POST /contact/create): stored, the operators told, the sender thanked,
// all in one statement so that nothing is half-done (decisions 0015, 0037; docs/architecture.md "Data").
import type * as z from "zod";
import type { contactSchema } from "../../schemas/contact.ts";
import { CONTACT_SUBJECTS } from "../../schemas/contact.ts";
import type { Lang } from "../../i18n/lang.ts";
import { contactMessages } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { contactAlert, contactReceived } from "../notify/notifications.ts";
import {
  notifyWith,
  toAddress,
  toOperators,
  type OperatorContacts,
  type Queued,
} from "../notify/notifier.ts";
import { newReference } from "../references.ts";

export type ContactMessage = z.output<typeof contactSchema>;

export async function createContactMessage(
  db: Database,
  input: ContactMessage,
  options: OperatorContacts & {
    siteUrl: string;
    /** The language of the page the message was sent from: its acknowledgement's (D25). */
    language?: Lang;
    /** false past the address's acknowledgements of the day: kept, the operators told, no e-mail to it. */
    acknowledge?: boolean;
  },
): Promise<{ id: string; reference: string } & Queued> {
  const subjectLabel =
    CONTACT_SUBJECTS.find((subject) => subject.value === input.subject)?.label ?? input.subject;
  const reference = newReference("CON");
  // The sender has no account and gave no consent: their acknowledgement goes by e-mail only.
  const messages = notifyWith(
    db,
    ...(options.acknowledge === false
      ? []
      : [
          toAddress(
            contactReceived({
              to: input.email,
              name: input.name,
              reference,
              subject: input.subject,
              language: options.language ?? "en",
              siteUrl: options.siteUrl,
            }),
          ),
        ]),
    toOperators(
      options,
      contactAlert(
        {
          reference,
          name: input.name,
          email: input.email,
          phone: input.phone,
          subjectLabel,
          fromLanding: input.source === "landing",
          message: input.message,
        },
        options.siteUrl,
      ),
    ),
  );
  const [row] = await db
    .with(...messages.with)
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
  return { id: row!.id, reference, ...messages.queued };
}
