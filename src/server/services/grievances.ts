// Grievances about personal data (docs/product.md D27; decision 0040): filed by anyone, each
// with a reference and the day we answer by, acknowledged and the operators told in the same
// statement (decision 0015); listed for the operators with their age, open ones first by their
// day; marked answered or closed once, with what was done.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type * as z from "zod/mini";
import { GRIEVANCE_REPLY_DAYS } from "../../config/site.ts";
import type { Lang } from "../../i18n/lang.ts";
import { addIsoDays, daysBetween, formatAdminDateTime, formatIsoDay } from "../../lib/dates.ts";
import type { grievanceOutcomeSchema, grievanceSchema } from "../../schemas/grievance.ts";
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_TOPICS,
  type AdminGrievance,
  type GrievanceStatus,
} from "../../schemas/grievance-rules.ts";
import { grievances, users } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { CsvValue } from "../csv.ts";
import { conflict, notFound } from "../errors.ts";
import { grievanceAlert, grievanceAnswered, grievanceReceived } from "../notify/notifications.ts";
import {
  notify,
  notifyWith,
  queuedTogether,
  toAddress,
  toOperators,
  type OperatorContacts,
  type Queued,
} from "../notify/notifier.ts";
import { newReference } from "../references.ts";
import { releaseGrievanceHold } from "./erasure.ts";
import {
  after,
  cursorOf,
  EXPORT_BATCH,
  inBatches,
  offsetOf,
  type Cursor,
  type PageWindow,
} from "./admin-lists.ts";
import { matches } from "./search.ts";

export type GrievanceData = z.output<typeof grievanceSchema>;

const topicLabel = (value: string) => GRIEVANCE_TOPICS.find((topic) => topic.value === value)?.label ?? value;

/**
 * Files a grievance: stored with its reference and reply-by day, the person's acknowledgement
 * (in the language of the page) and the operators' alert queued with it, or nothing at all.
 */
export async function fileGrievance(
  db: Database,
  input: GrievanceData,
  options: OperatorContacts & {
    siteUrl: string;
    language: Lang;
    /** false past the address's acknowledgements of the day: filed, the operators told, no e-mail to it. */
    acknowledge?: boolean;
    now?: Date;
  },
): Promise<{ id: string; reference: string; replyBy: string; replyDays: number } & Queued> {
  const now = options.now ?? new Date();
  const replyDays = GRIEVANCE_REPLY_DAYS;
  // Counted in the business's calendar days from the day it arrived (decision 0040).
  const replyBy = addIsoDays(formatIsoDay(now), replyDays);
  const reference = newReference("GRV");
  const { language, siteUrl } = options;
  const messages = notifyWith(
    db,
    // Whoever filed it gave an address and no consent: the acknowledgement goes by e-mail only.
    ...(options.acknowledge === false
      ? []
      : [
          toAddress(
            grievanceReceived({
              to: input.email,
              name: input.name,
              reference,
              topic: input.topic,
              replyBy,
              replyDays,
              language,
              siteUrl,
            }),
          ),
        ]),
    toOperators(
      options,
      grievanceAlert(
        {
          reference,
          name: input.name,
          email: input.email,
          phone: input.phone,
          topicLabel: topicLabel(input.topic),
          message: input.message,
          replyBy,
          language,
        },
        siteUrl,
      ),
    ),
  );
  const [row] = await db
    .with(...messages.with)
    .insert(grievances)
    .values({
      reference,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      topic: input.topic,
      message: input.message,
      language,
      replyBy,
      createdAt: now,
    })
    .returning({ id: grievances.id });
  return { id: row!.id, reference, replyBy, replyDays, ...messages.queued };
}

export interface GrievanceFilters {
  q: string;
  status?: GrievanceStatus | undefined;
}

const closer = sql<string | null>`${users.name}`;

const columns = {
  id: grievances.id,
  reference: grievances.reference,
  name: grievances.name,
  email: grievances.email,
  phone: grievances.phone,
  topic: grievances.topic,
  message: grievances.message,
  language: grievances.language,
  status: grievances.status,
  replyBy: grievances.replyBy,
  createdAt: grievances.createdAt,
  closedAt: grievances.closedAt,
  closedBy: closer,
  note: grievances.note,
  cursor: cursorOf(grievances.createdAt),
};

type Row = {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  topic: AdminGrievance["topic"];
  message: string;
  language: Lang;
  status: GrievanceStatus;
  replyBy: string;
  createdAt: Date;
  closedAt: Date | null;
  closedBy: string | null;
  note: string;
};

/** A row as the panel shows it, its age and lateness as of `now` (the business's calendar). */
function toAdminGrievance(row: Row, now: Date): AdminGrievance {
  return {
    _id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone ?? "",
    topic: row.topic,
    message: row.message,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    replyBy: row.replyBy,
    ageDays: Math.max(0, daysBetween(row.createdAt, now)),
    overdue: row.status === "open" && formatIsoDay(now) > row.replyBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedAt ? row.closedBy : null,
    note: row.note,
  };
}

function filtersOf({ q, status }: GrievanceFilters): SQL | undefined {
  return and(
    q ? matches(grievances.searchText, q) : undefined,
    status ? eq(grievances.status, status) : undefined,
  );
}

const selectRows = (db: Database) =>
  db.select(columns).from(grievances).leftJoin(users, eq(users.id, grievances.closedById));

/**
 * The operators' list: open grievances first, the one due soonest at the top (overdue ones
 * lead), then the answered and closed ones, newest first.
 */
export async function listGrievancesForAdmin(
  db: Database,
  filters: GrievanceFilters,
  window: PageWindow,
  now = new Date(),
): Promise<{ grievances: AdminGrievance[]; total: number }> {
  const where = filtersOf(filters);
  const open = sql`(${grievances.status} = 'open')`;
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(
        desc(open),
        sql`case when ${open} then ${grievances.replyBy} end asc`,
        desc(grievances.createdAt),
        desc(grievances.id),
      )
      .limit(window.limit)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(grievances).where(where),
  ]);
  return { grievances: rows.map((row) => toAdminGrievance(row as Row, now)), total: counted?.total ?? 0 };
}

export const GRIEVANCE_CSV_HEADER = [
  "Reference",
  "Received",
  "Answer By",
  "Status",
  "Age (Days)",
  "Name",
  "Email",
  "Phone",
  "About",
  "Message",
  "Note",
] as const;

/** The whole filtered list as CSV rows, newest first. */
export async function* exportGrievances(
  db: Database,
  filters: GrievanceFilters,
  now = new Date(),
): AsyncGenerator<CsvValue[][]> {
  const where = filtersOf(filters);
  const batches = inBatches(
    (from: Cursor | undefined) =>
      selectRows(db)
        .where(and(where, after(grievances.createdAt, grievances.id, from)))
        .orderBy(desc(grievances.createdAt), desc(grievances.id))
        .limit(EXPORT_BATCH),
    (row) => ({ at: row.cursor, id: row.id }),
  );
  for await (const rows of batches) {
    yield rows.map((row) => {
      const grievance = toAdminGrievance(row as Row, now);
      return [
        grievance.reference,
        formatAdminDateTime(grievance.createdAt),
        grievance.replyBy,
        `${GRIEVANCE_STATUS_LABELS[grievance.status]}${grievance.overdue ? " (overdue)" : ""}`,
        grievance.ageDays,
        grievance.name,
        grievance.email,
        grievance.phone,
        topicLabel(grievance.topic),
        grievance.message,
        grievance.note,
      ];
    });
  }
}

export async function findGrievanceForAdmin(
  db: Database,
  id: string,
  now = new Date(),
): Promise<AdminGrievance> {
  const [row] = await selectRows(db).where(eq(grievances.id, id)).limit(1);
  if (!row) throw notFound(GRIEVANCE_MESSAGES.notFound);
  return toAdminGrievance(row as Row, now);
}

/**
 * An open grievance marked answered or closed, by this operator, with their note. Once only:
 * a grievance already answered or closed is a 409 (two operators at once: the first wins).
 * Marked answered, the person is told by e-mail, in the language they filed in, where the answer
 * is (decision 0040); one kept whole under a hold after an erasure is made anonymous then, its
 * e-mail queued first.
 */
export async function closeGrievance(
  db: Database,
  id: string,
  adminId: string,
  outcome: z.output<typeof grievanceOutcomeSchema>,
  options: { siteUrl: string; now?: Date },
): Promise<{ grievance: AdminGrievance } & Queued> {
  const now = options.now ?? new Date();
  const queued = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(grievances)
      .set({ status: outcome.status, note: outcome.note, closedAt: now, closedById: adminId })
      .where(and(eq(grievances.id, id), eq(grievances.status, "open")))
      .returning();
    if (!closed) {
      const [exists] = await tx.select({ id: grievances.id }).from(grievances).where(eq(grievances.id, id));
      throw exists ? conflict(GRIEVANCE_MESSAGES.notOpen) : notFound(GRIEVANCE_MESSAGES.notFound);
    }
    const told =
      outcome.status === "answered"
        ? await notify(
            tx,
            toAddress(
              grievanceAnswered({
                to: closed.email,
                name: closed.name,
                reference: closed.reference,
                topic: closed.topic,
                answeredAt: now,
                language: closed.language,
                siteUrl: options.siteUrl,
              }),
            ),
          )
        : null;
    await releaseGrievanceHold(tx, id);
    return queuedTogether(told);
  });
  return { grievance: await findGrievanceForAdmin(db, id, now), ...queued };
}
