// One service inquiry for an operator (decision 0013): every field the member gave, the account
// that sent it, the status history with its notes, and a form that moves it to another status (new,
// contacted, quoted, confirmed, lost) with an internal note, and its quotes with the form that
// sends one (docs/product.md D21). The member's dashboard shows the new status, never the note.
// Loaded on demand (admin-list-panel.tsx).
import { staffMay } from "../../stores/staff.ts";
import { useEffect, useId, useState, type ReactNode } from "react";
import { formatAdminDateTime } from "../../lib/dates.ts";
import {
  INQUIRY_KIND_LABEL,
  INQUIRY_NOTE_MAX,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type AdminInquiryDetail,
  type InquiryStatus,
} from "../../schemas/admin.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Select } from "../../ui/select.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { StatusBadge } from "../dashboard/status-badge.tsx";
import { failureMessage } from "../../client/api.ts";
import { changeInquiryStatus, fetchInquiry } from "./admin-calls.ts";
import { inquiryFields } from "./inquiry-fields.ts";
import { BookingPayments } from "./booking-payments.tsx";
import { QuoteForm, QuoteHistory } from "./quote-form.tsx";

/** Beside an account whose address is not confirmed: what it is sent meanwhile (decision 0043). */
const UNCONFIRMED =
  ". Not confirmed yet: quotes and messages are not sent to this address, only payment documents.";

type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; inquiry: AdminInquiryDetail };

export function InquiryDialog({
  id,
  reference,
  onClose,
  onChanged,
}: {
  id: string;
  /** Known from the list: the title while the rest loads. */
  reference: string;
  onClose: () => void;
  /** The status changed: the list behind should show it. */
  onChanged: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    fetchInquiry(id, controller.signal).then(
      (inquiry) => {
        if (!controller.signal.aborted) setLoaded({ status: "ready", inquiry });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: "failed", message: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const inquiry = loaded.status === "ready" ? loaded.inquiry : undefined;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        maxWidth="max-w-[800px]"
        gap="gap-6"
        closeLabel="Close inquiry"
        // Opened from a row's button, not a Radix trigger: the focus goes back to that button
        // (found afresh, as the list may have been re-rendered meanwhile).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>(`[data-inquiry-id="${CSS.escape(id)}"]`)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Inquiry {reference}</DialogTitle>
          <DialogDescription>
            {inquiry
              ? `${INQUIRY_KIND_LABEL[inquiry.inquiry_type]} inquiry${inquiry.name ? ` from ${inquiry.name}` : ""}: ${inquiry.subject}.`
              : "Every answer, the status history and the status."}
          </DialogDescription>
        </DialogHeader>
        {loaded.status === "loading" ? (
          <div className="flex min-h-64 items-center justify-center">
            <Spinner size="size-6" label="Loading the inquiry" />
          </div>
        ) : loaded.status === "failed" ? (
          <div role="alert" className="grid min-h-40 content-center justify-items-start gap-4">
            <p className="text-danger">This inquiry could not be loaded: {loaded.message}</p>
            <Button variant="outline" size="sm" onClick={() => setAttempt((count) => count + 1)}>
              Try again
            </Button>
          </div>
        ) : (
          <InquiryDetails
            inquiry={loaded.inquiry}
            onSaved={(next) => {
              setLoaded({ status: "ready", inquiry: next });
              onChanged();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold tracking-widest text-muted uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[13rem_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-muted">{row.label}</dt>
          <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function InquiryDetails({
  inquiry,
  onSaved,
}: {
  inquiry: AdminInquiryDetail;
  onSaved: (inquiry: AdminInquiryDetail) => void;
}) {
  const when = (value: string) => <time dateTime={value}>{formatAdminDateTime(value)}</time>;
  return (
    <div className="grid gap-8">
      <Section title="Overview">
        <Facts
          rows={[
            {
              key: "reference",
              label: "Reference",
              value: <span className="font-mono">{inquiry.reference}</span>,
            },
            { key: "type", label: "Type", value: INQUIRY_KIND_LABEL[inquiry.inquiry_type] },
            { key: "subject", label: "Subject", value: inquiry.subject },
            {
              key: "status",
              label: "Status",
              value: <StatusBadge status={inquiry.status} label={INQUIRY_STATUS_LABELS[inquiry.status]} />,
            },
            { key: "received", label: "Received", value: when(inquiry.createdAt) },
            { key: "updated", label: "Last updated", value: when(inquiry.updatedAt) },
          ]}
        />
      </Section>
      <Section title="Contact">
        <Facts
          rows={[
            { key: "name", label: "Name", value: inquiry.name },
            { key: "email", label: "Email", value: inquiry.email },
            { key: "phone", label: "Phone", value: inquiry.phone || "Not given" },
            { key: "city", label: "City", value: inquiry.city || "Not given" },
            {
              key: "account",
              label: "Sent from the account",
              value: `${inquiry.member.name} (${inquiry.member.email})${inquiry.member.emailConfirmed ? "" : UNCONFIRMED}`,
            },
            {
              key: "membership",
              label: "Membership",
              value: inquiry.memberPlan
                ? `${inquiry.memberPlan.name}: ${inquiry.memberPlan.bookingDiscountPercent}% off every quote`
                : "None",
            },
          ]}
        />
      </Section>
      <Section title="Request">
        <Facts
          rows={inquiryFields(inquiry.inquiry_type, inquiry.details).map((field) => ({
            key: field.path,
            label: field.label,
            value: field.value,
          }))}
        />
      </Section>
      <Section title="Status history">
        <History inquiry={inquiry} />
      </Section>
      <Section title="Quotes">
        <QuoteHistory inquiry={inquiry} />
      </Section>
      {inquiry.quotes.length > 0 ? (
        <Section title="Payments">
          <BookingPayments
            key={`${inquiry.status}-${inquiry.quotes.length}`}
            inquiry={inquiry}
            onSaved={() => void fetchInquiry(inquiry.id).then(onSaved)}
          />
        </Section>
      ) : null}
      {staffMay("quotes") ? (
        <Section
          title={
            inquiry.quotes.some((quote) => quote.state === "open") ? "Revise the quote" : "Write a quote"
          }
        >
          <QuoteForm key={inquiry.quotes.length} inquiry={inquiry} onSaved={onSaved} />
        </Section>
      ) : null}
      <Section title="Change status">
        <StatusForm inquiry={inquiry} onSaved={onSaved} />
      </Section>
    </div>
  );
}

function History({ inquiry }: { inquiry: AdminInquiryDetail }) {
  if (inquiry.history.length === 0) {
    return (
      <p className="text-sm text-muted">
        No changes yet: it has been {INQUIRY_STATUS_LABELS[inquiry.status]} since it arrived on{" "}
        {formatAdminDateTime(inquiry.createdAt)}.
      </p>
    );
  }
  return (
    <ol className="grid gap-3">
      {inquiry.history.map((change) => (
        <li key={change._id} className="rounded-xl border border-border p-4 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <StatusBadge status={change.fromStatus} label={INQUIRY_STATUS_LABELS[change.fromStatus]} />
            <span aria-hidden="true">→</span>
            <span className="sr-only">to</span>
            <StatusBadge status={change.toStatus} label={INQUIRY_STATUS_LABELS[change.toStatus]} />
          </p>
          <p className="mt-2 text-muted">
            <time dateTime={change.createdAt}>{formatAdminDateTime(change.createdAt)}</time>, by{" "}
            {change.changedBy
              ? `${change.changedBy.name} (${change.changedBy.email})`
              : "the system (a refund it recorded) or an account since removed"}
          </p>
          {change.note ? (
            <blockquote className="mt-2 border-l-2 border-accent pl-3 whitespace-pre-line">
              {change.note}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function StatusForm({
  inquiry,
  onSaved,
}: {
  inquiry: AdminInquiryDetail;
  onSaved: (inquiry: AdminInquiryDetail) => void;
}) {
  const statusId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const errorId = useId();
  // The status the operator picked; until then the inquiry's own, which a quote or a payment
  // moves meanwhile: a note saved alone must never set the status back to what it was.
  const [picked, setPicked] = useState<InquiryStatus | null>(null);
  const status = picked ?? inquiry.status;
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  const unchanged = status === inquiry.status && note.trim() === "";

  const save = async () => {
    if (unchanged || saving) return;
    setSaving(true);
    setError(undefined);
    setSaved(undefined);
    try {
      const next = await changeInquiryStatus(inquiry.id, status, note.trim());
      const label = INQUIRY_STATUS_LABELS[next.status];
      toast({ title: "Status saved", description: `${next.reference} is now ${label}.` });
      setSaved(`Saved: ${next.reference} is now ${label}.`);
      setNote("");
      setPicked(null);
      onSaved(next);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label="Change status"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-4"
    >
      {inquiry.internalNote ? (
        <div className="rounded-xl bg-surface p-4 text-sm">
          <p className="font-semibold">Latest internal note</p>
          <p className="mt-1 whitespace-pre-line">{inquiry.internalNote}</p>
        </div>
      ) : null}
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor={statusId} className="text-sm font-medium">
          Status
        </label>
        <Select
          id={statusId}
          value={status}
          onChange={(event) => setPicked(event.target.value as InquiryStatus)}
        >
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {INQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium">
          Internal note (optional)
        </label>
        <Textarea
          id={noteId}
          rows={3}
          value={note}
          maxLength={INQUIRY_NOTE_MAX}
          aria-describedby={`${noteHintId}${error ? ` ${errorId}` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={noteHintId} className="flex flex-wrap justify-between gap-2 text-sm text-muted">
          <span>For the team only: the member sees the status, never this note.</span>
          <span className="tabular-nums">
            {note.length} / {INQUIRY_NOTE_MAX}
          </span>
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm">
        {saved}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={saving} disabled={unchanged}>
          Save status
        </Button>
        {unchanged ? (
          <span className="text-sm text-muted">Choose another status or write a note to save.</span>
        ) : null}
      </div>
    </form>
  );
}
