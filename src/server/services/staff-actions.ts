// The record of staff actions (D27; decision 0041): appended to after each thing staff do, read
// by the owner a page at a time and downloaded whole as CSV. Nothing here updates or deletes a
// row, and on Postgres a trigger refuses to (drizzle/0022_staff_roles_factor_record.sql).
import { and, count, desc, inArray, isNull } from "drizzle-orm";
import { formatAdminDateTime } from "../../lib/dates.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { StaffActionEntry, StaffActionKind, StaffRole } from "../../schemas/staff.ts";
import type { CsvValue } from "../csv.ts";
import { inquiries, invoices, staffActions, users } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import {
  after,
  cursorOf,
  type Cursor,
  EXPORT_BATCH,
  inBatches,
  offsetOf,
  type PageWindow,
} from "./admin-lists.ts";

/** Who did it and from where, as the guard and the client address saw them. */
export interface StaffActor {
  id: string;
  email: string;
  staffRole: StaffRole | null;
  clientAddress: string;
}

/** The record acted on: its kind and its id or reference. */
export interface ActionTarget {
  type: string;
  /** Absent for a whole list (an export). */
  id?: string;
}

export async function recordStaffAction(
  db: Database,
  actor: StaffActor,
  action: StaffActionKind,
  target?: ActionTarget,
  detail = "",
): Promise<void> {
  await db.insert(staffActions).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.staffRole,
    clientAddress: actor.clientAddress,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    detail,
  });
}

const columns = {
  id: staffActions.id,
  at: staffActions.at,
  actorId: staffActions.actorId,
  actorEmail: staffActions.actorEmail,
  actorRole: staffActions.actorRole,
  clientAddress: staffActions.clientAddress,
  action: staffActions.action,
  targetType: staffActions.targetType,
  targetId: staffActions.targetId,
  detail: staffActions.detail,
  cursor: cursorOf(staffActions.at),
};

type Row = Omit<StaffActionEntry, "_id" | "at" | "targetLabel"> & { id: string; at: Date };

/**
 * The records a page of the staff record acted on, as a person reads them, looked up now (the
 * record keeps ids only): accounts by name and e-mail (an erased one by nothing), inquiries by
 * reference, invoices by number; grievances are kept by their reference already. Keyed
 * "type:id"; one query per kind on the page.
 */
async function targetLabels(db: Database, rows: readonly Row[]): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(
      rows
        .filter((row) => row.targetType === type && row.targetId && isUuid(row.targetId))
        .map((row) => row.targetId!),
    ),
  ];
  const labels = new Map<string, string>();
  const [people, asked, paid] = [idsOf("user"), idsOf("inquiry"), idsOf("invoice")];
  const [userRows, inquiryRows, invoiceRows] = await Promise.all([
    people.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(and(inArray(users.id, people), isNull(users.erasedAt))),
    asked.length === 0
      ? []
      : db
          .select({ id: inquiries.id, reference: inquiries.reference })
          .from(inquiries)
          .where(inArray(inquiries.id, asked)),
    paid.length === 0
      ? []
      : db
          .select({ id: invoices.id, serial: invoices.serial })
          .from(invoices)
          .where(inArray(invoices.id, paid)),
  ]);
  for (const row of userRows) labels.set(`user:${row.id}`, `${row.name} (${row.email})`);
  for (const row of inquiryRows) labels.set(`inquiry:${row.id}`, `Inquiry ${row.reference}`);
  for (const row of invoiceRows) labels.set(`invoice:${row.id}`, `Invoice ${row.serial}`);
  for (const row of rows) {
    if (row.targetType === "grievance" && row.targetId)
      labels.set(`grievance:${row.targetId}`, `Grievance ${row.targetId}`);
  }
  return labels;
}

const toEntry = ({ id, at, ...row }: Row & { cursor?: string }): Omit<StaffActionEntry, "targetLabel"> => ({
  _id: id,
  at: at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorRole: row.actorRole,
  clientAddress: row.clientAddress,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  detail: row.detail,
});

/** Newest first, a page at a time. */
export async function listStaffActions(db: Database, window: PageWindow) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(staffActions)
      .orderBy(desc(staffActions.at), desc(staffActions.id))
      .limit(window.limit)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(staffActions),
  ]);
  const labels = await targetLabels(db, rows);
  return {
    actions: rows.map((row) => ({
      ...toEntry(row),
      targetLabel: labels.get(`${row.targetType}:${row.targetId}`) ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

export const STAFF_ACTION_CSV_HEADER = [
  "When",
  "Staff",
  "Role",
  "Address",
  "Action",
  "Record",
  "Record ID",
  "Detail",
] as const;

export async function* exportStaffActions(db: Database): AsyncGenerator<CsvValue[][]> {
  const batches = inBatches(
    (from: Cursor | undefined) =>
      db
        .select(columns)
        .from(staffActions)
        .where(after(staffActions.at, staffActions.id, from))
        .orderBy(desc(staffActions.at), desc(staffActions.id))
        .limit(EXPORT_BATCH),
    (row) => ({ at: row.cursor, id: row.id }),
  );
  for await (const rows of batches) {
    yield rows.map((row) => [
      formatAdminDateTime(row.at),
      row.actorEmail,
      row.actorRole,
      row.clientAddress,
      row.action,
      row.targetType,
      row.targetId,
      row.detail,
    ]);
  }
}
