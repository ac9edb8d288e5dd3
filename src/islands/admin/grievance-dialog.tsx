// One grievance about personal data in the admin panel (D27; decision 0040): who filed it, how to
// reach them, what it is about, how old it is and the day it is due, what they wrote, and, while
// it is open, marking it answered (the person has our reply) or closed (nothing to answer), with
// a note of what was done: PATCH /grievance/admin/{id}, once. A native <dialog>: modal, Escape
// and the focus come from the browser, at no script cost to the panel.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { failureMessage } from "../../client/api.ts";
import { formatAdminDateTime } from "../../lib/dates.ts";
import {
  GRIEVANCE_NOTE_MAX,
  GRIEVANCE_STATUS_LABELS,
  type AdminGrievance,
  type GrievanceOutcome,
} from "../../schemas/grievance-rules.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Label } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { closeGrievance } from "./admin-calls.ts";
import { ageText, AnswerBy, GRIEVANCE_TOPIC_LABEL, GrievanceStatusBadge } from "./admin-tables.tsx";

const LANGUAGE_NAMES = { en: "English", hi: "Hindi" } as const;

const LINK = "font-semibold text-accent underline-offset-4 hover:underline";

export function GrievanceDialog({
  grievance,
  onClose,
  onChanged,
}: {
  grievance: AdminGrievance;
  onClose: () => void;
  onChanged: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState<GrievanceOutcome | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const mark = async (outcome: GrievanceOutcome) => {
    setSaving(outcome);
    setProblem(undefined);
    try {
      await closeGrievance(grievance._id, outcome, note);
      toast({
        title: `Grievance ${grievance.reference} marked ${GRIEVANCE_STATUS_LABELS[outcome].toLowerCase()}.`,
      });
      onChanged();
      dialog.current?.close();
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setSaving(null);
    }
  };

  const open = grievance.status === "open";
  const facts: [string, ReactNode][] = [
    ["Name", grievance.name],
    [
      "Email",
      <a key="email" className={`${LINK} break-all`} href={`mailto:${grievance.email}`}>
        {grievance.email}
      </a>,
    ],
    [
      "Phone",
      grievance.phone ? (
        <a key="phone" className={LINK} href={`tel:${grievance.phone}`}>
          {grievance.phone}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["About", GRIEVANCE_TOPIC_LABEL.get(grievance.topic) ?? grievance.topic],
    ["Answer in", LANGUAGE_NAMES[grievance.language]],
    ["Received", `${formatAdminDateTime(grievance.createdAt)} (${ageText(grievance.ageDays).toLowerCase()})`],
    ["Answer by", <AnswerBy key="by" grievance={grievance} />],
    ["Status", <GrievanceStatusBadge key="status" status={grievance.status} />],
  ];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-border bg-background p-6 text-foreground backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        Grievance <span className="font-mono">{grievance.reference}</span>
      </h2>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-muted">What they wrote</h3>
      <p className="mt-1 rounded-xl border border-border bg-surface p-3 text-sm break-words whitespace-pre-line">
        {grievance.message}
      </p>
      {open ? (
        <form
          method="dialog"
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            void mark("answered");
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={noteId}>What was done (optional)</Label>
            <Textarea
              id={noteId}
              value={note}
              maxLength={GRIEVANCE_NOTE_MAX}
              rows={3}
              disabled={saving !== null}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${noteId}-error`}
              onChange={(event) => setNote(event.target.value)}
            />
            <FieldError id={`${noteId}-error`}>{problem}</FieldError>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={saving !== null}
              onClick={() => dialog.current?.close()}
            >
              Cancel
            </Button>
            <Button
              type="button"
              variant="outline"
              loading={saving === "closed"}
              disabled={saving !== null}
              onClick={() => void mark("closed")}
            >
              Close without an answer
            </Button>
            <Button type="submit" loading={saving === "answered"} disabled={saving !== null}>
              Mark answered
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-5 text-sm">
            {GRIEVANCE_STATUS_LABELS[grievance.status]}
            {grievance.closedBy ? ` by ${grievance.closedBy}` : ""}
            {grievance.closedAt ? ` on ${formatAdminDateTime(grievance.closedAt)}` : ""}.
          </p>
          {grievance.note ? (
            <p className="mt-2 rounded-xl border border-border p-3 text-sm whitespace-pre-line">
              {grievance.note}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              Close
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
