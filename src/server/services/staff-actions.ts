// The record of staff actions (D27; decision 0041): appended to after each thing staff do, read
// by the owner a page at a time and downloaded whole as CSV. Nothing here updates or deletes a
// row, and on Postgres a trigger refuses to (drizzle/0022_staff_roles_factor_record.sql).
import { count, desc } from "drizzle-orm";
import { formatAdminDateTime } from "../../lib/dates.ts";
import type { StaffActionEntry, StaffActionKind, StaffRole } from "../../schemas/staff.ts";
import type { CsvValue } from "../csv.ts";
import { staffActions } from "../db/schema.ts";
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

type Row = Omit<StaffActionEntry, "_id" | "at"> & { id: string; at: Date };

const toEntry = ({ id, at, ...row }: Row & { cursor?: string }): StaffActionEntry => ({
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
  return { actions: rows.map(toEntry), total: counted?.total ?? 0 };
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
