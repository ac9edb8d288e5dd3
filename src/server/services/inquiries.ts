// Service inquiries (events, catering, travel) and design-project briefs: stored with the
// member, a reference and status `new`; the operators told and the sender thanked by the
// notifier, queued in the same statement (decisions 0015, 0037).
import { and, desc, eq, type SQL } from "drizzle-orm";
import type {
  CateringInquiry,
  EventInquiry,
  InquiryListItem,
  InquiryLists,
  TravelInquiry,
} from "../../schemas/inquiry.ts";
import type { InquiryKind } from "../../schemas/admin.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mailWords } from "../../i18n/mail.ts";
import { PROJECT_SERVICES } from "../../schemas/project.ts";
import type * as z from "zod";
import type { projectSchema } from "../../schemas/project.ts";
import { inquiries, projects } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { defaultConsents } from "../notify/consents.ts";
import { inquiryAlert, inquiryReceived, projectAlert, projectReceived } from "../notify/notifications.ts";
import {
  memberOf,
  notifyWith,
  toMember,
  toOperators,
  type Member,
  type OperatorContacts,
  type Queued,
} from "../notify/notifier.ts";
import { newReference } from "../references.ts";
import { matches } from "./search.ts";

type Kind = InquiryKind;
const PREFIX: Record<Kind, string> = { event: "EVT", catering: "CAT", travel: "TRV" };

export type NewInquiry =
  | { kind: "event"; data: EventInquiry }
  | { kind: "catering"; data: CateringInquiry }
  | { kind: "travel"; data: TravelInquiry };

type InquiryRow = typeof inquiries.$inferSelect;

/**
 * What the inquiry is about, in a few words, for lists and e-mail subjects: "Wedding event",
 * "Trip to Goa". English, as the API and the operators have it; a member's e-mails say it in
 * the member's language (src/i18n/{en,hi}/mail.ts, where the words are).
 */
export function subjectOf(kind: Kind, details: Record<string, unknown>, lang: Lang = "en"): string {
  return mailWords(lang).inquirySubject(kind, details);
}

export function toListItem(row: Omit<InquiryRow, "searchText">): InquiryListItem {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city ?? "",
    createdAt: row.createdAt.toISOString(),
    subject: subjectOf(row.kind, row.details),
    inquiry_type: row.kind,
    status: row.status,
    details: row.details,
  };
}

/** The row of a validated inquiry: the people fields have columns, the rest is the details. */
export function inquiryValues(userId: string, inquiry: NewInquiry) {
  const { email, phone, city, ...rest } = inquiry.data;
  const { name, details } =
    inquiry.kind === "catering"
      ? (({ fullName, ...others }) => ({ name: fullName, details: others }))(
          rest as Omit<CateringInquiry, "email" | "phone" | "city">,
        )
      : (({ name: person, ...others }) => ({ name: person, details: others }))(
          rest as Omit<EventInquiry | TravelInquiry, "email" | "phone" | "city">,
        );
  return {
    reference: newReference(PREFIX[inquiry.kind]),
    userId,
    kind: inquiry.kind,
    name,
    email,
    phone,
    city: city || null,
    details: details as Record<string, unknown>,
  } satisfies typeof inquiries.$inferInsert;
}

/**
 * The signed-in member who sends something: their acknowledgement goes to them alone
 * (docs/product.md D18).
 */
export interface Requester {
  id: string;
  name: string;
  email: string;
  /** The language of the account's e-mails (D25); English when not said. */
  language?: Lang;
}

/**
 * The requester as the notifier writes to them, with their consent. An account gone since its
 * token was checked gets its e-mail only, which its insert then refuses with the rest.
 */
async function requesterAsMember(db: Database, requester: Requester): Promise<Member> {
  return (
    (await memberOf(db, requester.id)) ?? {
      userId: requester.id,
      name: requester.name,
      email: requester.email,
      language: requester.language ?? "en",
      whatsappNumber: null,
      consents: defaultConsents(),
    }
  );
}

export interface RequestOptions extends OperatorContacts {
  /** The site's origin, for the links in the messages. */
  siteUrl: string;
}

export async function createInquiry(
  db: Database,
  requester: Requester,
  inquiry: NewInquiry,
  options: RequestOptions,
): Promise<{ item: InquiryListItem } & Queued> {
  const values = inquiryValues(requester.id, inquiry);
  const { reference, name, email, phone, city, details } = values;
  const subject = subjectOf(inquiry.kind, details);
  const kind = inquiry.kind;
  // The acknowledgement goes to the account's own address and number, never to those typed on
  // the form (kept for the operators): nobody can make the site write to someone else.
  const member = await requesterAsMember(db, requester);
  const messages = notifyWith(
    db,
    toMember(member, inquiryReceived(member, { kind, reference, details }, options.siteUrl), options),
    toOperators(
      options,
      inquiryAlert({ kind, reference, subject, name, email, phone, city, details }, options.siteUrl),
    ),
  );
  // The inquiry and its messages in one statement: stored together or not at all.
  const [row] = await db
    .with(...messages.with)
    .insert(inquiries)
    .values(values)
    .returning();
  return { item: toListItem(row!), ...messages.queued };
}

/** The member's own inquiries, newest first, filtered by `search` (reference, names, details). */
export async function listUserInquiries(db: Database, userId: string, search = ""): Promise<InquiryLists> {
  const conditions: SQL[] = [eq(inquiries.userId, userId)];
  const term = search.trim();
  // Reference, name, e-mail, phone, city and the text answers of the form (search_text).
  if (term) conditions.push(matches(inquiries.searchText, term));
  const rows = await db
    .select()
    .from(inquiries)
    .where(and(...conditions))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  const items = rows.map(toListItem);
  return {
    events: items.filter((item) => item.inquiry_type === "event"),
    foods: items.filter((item) => item.inquiry_type === "catering"),
    travels: items.filter((item) => item.inquiry_type === "travel"),
  };
}

export async function createProject(
  db: Database,
  requester: Requester,
  input: z.output<typeof projectSchema>,
  options: RequestOptions,
) {
  const serviceLabel =
    PROJECT_SERVICES.find((service) => service.value === input.service)?.label ?? input.service;
  const reference = newReference("PRJ");
  const brief = { ...input, reference, serviceLabel };
  const member = await requesterAsMember(db, requester);
  const messages = notifyWith(
    db,
    toMember(member, projectReceived(member, brief, options.siteUrl), options),
    toOperators(options, projectAlert(requester, brief, options.siteUrl)),
  );
  // The brief and its messages in one statement: stored together or not at all.
  const [row] = await db
    .with(...messages.with)
    .insert(projects)
    .values({ reference, userId: requester.id, ...input })
    .returning();
  return {
    project: {
      _id: row!.id,
      reference: row!.reference,
      title: row!.title,
      service: row!.service,
      budget: row!.budget,
      timeline: row!.timeline,
      description: row!.description,
      status: row!.status,
      createdAt: row!.createdAt.toISOString(),
    },
    ...messages.queued,
  };
}
