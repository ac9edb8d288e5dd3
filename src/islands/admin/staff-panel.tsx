// The owner's part of the admin panel (docs/product.md D27; decision 0041): the staff with their
// roles, adding an account by its e-mail, changing a role, resetting a lost second factor and
// removing someone; then the record of staff actions, a page at a time, and its CSV download.
import { useCallback, useEffect, useId, useState } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import { apiDownload, saveFile } from "../../client/download.ts";
import { formatAdminDateTime } from "../../lib/dates.ts";
import {
  STAFF_ROLES,
  type StaffActionEntry,
  type StaffMember,
  type StaffRole,
} from "../../schemas/staff-rules.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Input, Label } from "../../ui/input.tsx";
import { ScrollRegion } from "../../ui/scroll-region.tsx";
import { STAFF_ACTION_WORDS } from "./staff-action-words.ts";

const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", sales: "Sales", accounts: "Accounts" };
const RECORD_PAGE = 20;

const failed = (error: unknown) =>
  toast({ title: "Error", description: failureMessage(error), variant: "destructive", dismissible: true });

/** Signing someone out, removing them or resetting their factor, asked again before it is done. */
const CONFIRM = {
  signOut: {
    question: (email: string) =>
      `Sign ${email} out on every device? They sign in again with their password and second factor.`,
    yes: "Yes, sign out",
    path: (id: string) => `/admin/users/${id}/sessions/end`,
    done: (email: string) => `${email} is signed out everywhere.`,
  },
  reset: {
    question: (email: string) =>
      `Reset the second factor of ${email}? They are signed out everywhere and set it up again at their next sign-in.`,
    yes: "Yes, reset it",
    path: (id: string) => `/staff/${id}/factor/reset`,
    done: (email: string) => `${email} sets up the second factor again at the next sign-in.`,
  },
  remove: {
    question: (email: string) =>
      `Remove ${email} from the staff? They are signed out everywhere and keep a member's account.`,
    yes: "Yes, remove",
    path: (id: string) => `/staff/${id}/remove`,
    done: (email: string) => `${email} is no longer on the staff.`,
  },
} as const;

export function StaffPanel({ selfId, className }: { selfId: string; className?: string }) {
  // Each change to the staff is a row on the record: it is read again after one.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((count) => count + 1), []);
  return (
    <div className={className}>
      <StaffList selfId={selfId} onChanged={changed} />
      <StaffRecord className="mt-12" changes={changes} />
    </div>
  );
}

function StaffList({ selfId, onChanged }: { selfId: string; onChanged: () => void }) {
  const headingId = useId();
  const emailId = useId();
  const roleId = useId();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("sales");
  const [asking, setAsking] = useState<{ id: string; kind: keyof typeof CONFIRM } | null>(null);

  const load = useCallback(() => {
    apiRequest<{ staff: StaffMember[] }>("/staff").then((answer) => setStaff(answer.staff), failed);
  }, []);
  useEffect(load, [load]);

  /** Does `work`, says so and reloads; false when it failed (said too). */
  const act = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await work();
      toast({ title: done });
      load();
      onChanged();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        Staff
      </h2>
      {staff === null ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : (
        <ScrollRegion label="Staff members and their roles" className="mt-4">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                <th className="py-2 pr-4">Name</th>
                <th className="py-2 pr-4">Email</th>
                <th className="py-2 pr-4">Role</th>
                <th className="py-2 pr-4">Second factor</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member._id} className="border-b border-border">
                  <td className="py-2 pr-4">{member.name}</td>
                  <td className="py-2 pr-4">{member.email}</td>
                  <td className="py-2 pr-4">
                    {member._id === selfId ? (
                      ROLE_LABELS[member.staffRole]
                    ) : (
                      <select
                        aria-label={`Role of ${member.email}`}
                        className="rounded-md border border-border bg-background px-2 py-1"
                        value={member.staffRole}
                        onChange={(event) =>
                          void act(
                            () =>
                              apiRequest(`/staff/${member._id}`, {
                                method: "PATCH",
                                body: { role: event.target.value },
                              }),
                            `${member.email} is now ${ROLE_LABELS[event.target.value as StaffRole]}.`,
                          )
                        }
                      >
                        {STAFF_ROLES.map((value) => (
                          <option key={value} value={value}>
                            {ROLE_LABELS[value]}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td className="py-2 pr-4">
                    {member.factorEnrolledAt
                      ? `Set up ${formatAdminDateTime(member.factorEnrolledAt)}`
                      : "Not set up"}
                  </td>
                  <td className="py-2">
                    {member._id === selfId ? null : asking?.id === member._id ? (
                      <div
                        role="group"
                        aria-label={`Confirm for ${member.email}`}
                        className="grid max-w-xs gap-2"
                      >
                        <p>{CONFIRM[asking.kind].question(member.email)}</p>
                        <span className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => {
                              const confirmed = CONFIRM[asking.kind];
                              setAsking(null);
                              void act(
                                () => apiRequest(confirmed.path(member._id), { method: "POST" }),
                                confirmed.done(member.email),
                              );
                            }}
                          >
                            {CONFIRM[asking.kind].yes}
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setAsking(null)}>
                            Not yet
                          </Button>
                        </span>
                      </div>
                    ) : (
                      <span className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Sign out ${member.email} everywhere`}
                          onClick={() => setAsking({ id: member._id, kind: "signOut" })}
                        >
                          Sign out
                        </Button>
                        {/* Only a factor that was set up is reset (the API refuses the rest). */}
                        {member.factorEnrolledAt ? (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`Reset factor of ${member.email}`}
                            onClick={() => setAsking({ id: member._id, kind: "reset" })}
                          >
                            Reset factor
                          </Button>
                        ) : null}
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Remove ${member.email}`}
                          onClick={() => setAsking({ id: member._id, kind: "remove" })}
                        >
                          Remove
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <form
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void act(
            () => apiRequest("/staff", { method: "POST", body: { email: email.trim(), role } }),
            `${email.trim()} joined the staff.`,
            // The address stays after a refusal, to correct or to try again once confirmed.
          ).then((added) => added && setEmail(""));
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={emailId}>Add an account by e-mail</Label>
          <Input
            id={emailId}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-w-[16rem]"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={roleId}>Role</Label>
          <select
            id={roleId}
            className="h-10 rounded-md border border-border bg-background px-2"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Add to staff</Button>
      </form>
    </section>
  );
}

function StaffRecord({ className, changes }: { className?: string; changes: number }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ actions: StaffActionEntry[]; total: number } | null>(null);

  useEffect(() => {
    apiRequest<{ actions: StaffActionEntry[]; total: number }>(
      `/staff/actions?page=${page}&limit=${RECORD_PAGE}`,
    ).then(setRows, failed);
  }, [page, changes]);

  const download = async () => {
    try {
      const { blob, filename } = await apiDownload("/staff/actions/export.csv");
      saveFile(blob, filename ?? "staff-actions.csv");
    } catch (error) {
      failed(error);
    }
  };

  const pages = rows ? Math.max(1, Math.ceil(rows.total / RECORD_PAGE)) : 1;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          Staff record
        </h2>
        <Button variant="outline" onClick={() => void download()}>
          Download CSV
        </Button>
      </div>
      {rows === null ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : (
        <>
          <ScrollRegion label="Staff actions, newest first" className="mt-4">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th className="py-2 pr-4">When</th>
                  <th className="py-2 pr-4">Staff</th>
                  <th className="py-2 pr-4">Address</th>
                  <th className="py-2 pr-4">Action</th>
                  <th className="py-2">Record</th>
                </tr>
              </thead>
              <tbody>
                {rows.actions.map((entry) => (
                  <tr key={entry._id} className="border-b border-border">
                    <td className="py-2 pr-4 tabular-nums">{formatAdminDateTime(entry.at)}</td>
                    <td className="py-2 pr-4">
                      {entry.actorEmail}
                      {entry.actorRole ? ` (${ROLE_LABELS[entry.actorRole]})` : ""}
                    </td>
                    <td className="py-2 pr-4">{entry.clientAddress}</td>
                    <td className="py-2 pr-4">
                      {STAFF_ACTION_WORDS[entry.action]}
                      {entry.detail ? `: ${entry.detail}` : ""}
                    </td>
                    <td className="py-2">
                      {entry.targetLabel ??
                        (entry.targetType ? `${entry.targetType} ${entry.targetId ?? ""}` : "")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <div className="mt-3 flex items-center gap-3 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="tabular-nums">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
