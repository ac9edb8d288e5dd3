// The quotes of an inquiry in the admin's dialog (docs/product.md D21): those sent (the latest first, with
// what became of each: open, expired, replaced or paid, and its invoice), and the form that
// sends a quote, or a revision that replaces the open one: lines in ₹, the deposit within
// the refund policy's range for the kind, the last day to pay and a note to the customer.
import { useId, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { DEFAULT_SELLER_STATE_CODE, DELIVERY_ADDRESS_FROM_PAISE, GST_STATES } from "../../config/gst.ts";
import { DEPOSIT_PERCENT, serviceDateOf } from "../../config/inquiry.ts";
import { formatIsoDay, formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { rupeesToPaise } from "./typed-rupees.ts";
import type { AdminInquiryDetail } from "../../schemas/admin.ts";
import {
  balanceDueRange,
  depositOf,
  discountLabel,
  QUOTE_LINES_MAX,
  QUOTE_MESSAGES,
  QUOTE_NOTE_MAX,
  VENUE_MAX,
  QUOTE_VALID_DAYS_DEFAULT,
  type QuoteState,
} from "../../schemas/quote.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { TAX_DOCUMENT_TITLES } from "../../schemas/tax-document.ts";
import { sendQuote } from "./admin-calls.ts";
import { DocumentLink } from "./booking-payments.tsx";

const STATE_LABEL: Record<QuoteState, string> = {
  open: "Open",
  expired: "Expired",
  superseded: "Replaced",
  paid: "Deposit paid",
  refunded: "Deposit refunded",
};

const lastDay = (day: string) => formatLongDate(`${day}T12:00:00+05:30`);
const stateName = (code: string) => GST_STATES.find((state) => state.code === code)?.name ?? code;

/** "receipt voucher" for RV/... serials, "tax invoice" for NE/... (a deposit's document by its series). */
const documentName = (serial: string) =>
  (serial.startsWith("RV/")
    ? TAX_DOCUMENT_TITLES["receipt-voucher"]
    : TAX_DOCUMENT_TITLES.invoice
  ).toLowerCase();

/**
 * What sending a quote did: e-mailed it, or, to an address not confirmed yet (decision 0043),
 * only put it on the member's dashboard, which the operator must then tell them of.
 */
const quoteSent = (version: number, member: AdminInquiryDetail["member"]) =>
  member.emailConfirmed
    ? `Quote ${version} sent to ${member.email}.`
    : `Quote ${version} is on the member's dashboard but was not sent: ${member.email} is not confirmed yet, so only payment documents reach it. Tell them another way.`;

export function QuoteHistory({ inquiry }: { inquiry: AdminInquiryDetail }) {
  if (inquiry.quotes.length === 0) return <p className="text-sm text-muted">No quote sent yet.</p>;
  return (
    <ol className="grid gap-3">
      {inquiry.quotes.map((quote) => (
        <li key={quote._id} className="rounded-xl border border-border p-4 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">Quote {quote.version}</span>
            <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
              {STATE_LABEL[quote.state]}
            </span>
          </p>
          <p className="mt-1">
            {formatRupeesExact(quote.totalPaise)}
            {/* "after member discount (Premium, 10%)": the plan keeps its capital. */}
            {quote.discount ? ` after ${discountLabel(quote.discount).replace(/^M/, "m")}` : ""}; deposit{" "}
            {formatRupeesExact(quote.depositPaise)} ({quote.depositPercent}%), payable until{" "}
            {lastDay(quote.validUntil)}.
            {quote.balanceDueOn ? ` Balance due by ${lastDay(quote.balanceDueOn)}.` : ""}
            {quote.eventStateCode ? ` Held in ${stateName(quote.eventStateCode)}.` : ""}
            {quote.venue ? ` Venue: ${quote.venue}.` : ""}
          </p>
          {quote.invoice ? (
            <p className="mt-1">
              Paid{quote.paidAt ? ` on ${formatLongDate(quote.paidAt)}` : ""}:{" "}
              <DocumentLink href={`/invoice?id=${quote.invoice._id}`}>
                {documentName(quote.invoice.serial)} {quote.invoice.serial}
              </DocumentLink>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

interface LineDraft {
  key: number;
  description: string;
  /** Rupees as typed: "1,50,000" or "1500.50". */
  rupees: string;
}

let keys = 0;

export function QuoteForm({
  inquiry,
  onSaved,
}: {
  inquiry: AdminInquiryDetail;
  onSaved: (inquiry: AdminInquiryDetail) => void;
}) {
  const range = DEPOSIT_PERCENT[inquiry.inquiry_type];
  const open = inquiry.quotes.find((quote) => quote.state === "open" || quote.state === "expired");
  const depositId = useId();
  const validId = useId();
  const noteId = useId();
  const errorId = useId();
  const [lines, setLines] = useState<LineDraft[]>(() =>
    open
      ? open.lines.map((line) => ({
          key: (keys += 1),
          description: line.description,
          rupees: String(line.amountPaise / 100),
        }))
      : [{ key: (keys += 1), description: "", rupees: "" }],
  );
  const [percent, setPercent] = useState(open?.depositPercent ?? range.min);
  const [validUntil, setValidUntil] = useState(() =>
    formatIsoDay(new Date(Date.now() + QUOTE_VALID_DAYS_DEFAULT * 24 * 60 * 60 * 1000)),
  );
  const serviceDate = serviceDateOf(inquiry.inquiry_type, inquiry.details);
  const dueRange = serviceDate
    ? balanceDueRange(inquiry.inquiry_type, serviceDate, formatIsoDay(new Date()))
    : null;
  const dueId = useId();
  const [balanceDueOn, setBalanceDueOn] = useState(() => dueRange?.latest ?? "");
  const [note, setNote] = useState(open?.note ?? "");
  // Where an event is held: its place of supply for a buyer without a GSTIN (decision 0046).
  const heldId = useId();
  const [heldIn, setHeldIn] = useState(open?.eventStateCode ?? DEFAULT_SELLER_STATE_CODE);
  const isEvent = inquiry.inquiry_type === "event";
  // Where the service is delivered: the documents' address of delivery (Rule 46(f)). An event
  // starts from the venue the customer preferred; a tour has none.
  const venueId = useId();
  const hasVenue = inquiry.inquiry_type !== "travel";
  const [venue, setVenue] = useState(
    () => open?.venue ?? (isEvent ? String(inquiry.details.preferredVenueLocation ?? "") : ""),
  );
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  if (inquiry.status === "confirmed") {
    return <p className="text-sm text-muted">{QUOTE_MESSAGES.confirmed}</p>;
  }

  const amounts = lines.map((line) => rupeesToPaise(line.rupees));
  const total = amounts.every(Number.isFinite) ? amounts.reduce((sum, paise) => sum + paise, 0) : Number.NaN;
  // The member's booking discount, as the server will apply it (D22).
  const discount = inquiry.memberPlan?.bookingDiscountPercent ?? 0;
  const percents = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);

  const edit = (key: number, change: Partial<LineDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = async () => {
    if (lines.some((line) => line.description.trim().length < 2))
      return setError(QUOTE_MESSAGES.lineDescription);
    if (!amounts.every((paise) => Number.isFinite(paise) && paise >= 100))
      return setError(QUOTE_MESSAGES.lineAmount);
    // Rule 46(f): asked here, where the venue is known, rather than found missing on the invoice.
    if (hasVenue && !venue.trim() && total >= DELIVERY_ADDRESS_FROM_PAISE) {
      document.getElementById(venueId)?.focus();
      return setError(QUOTE_MESSAGES.venueNeeded);
    }
    setSaving(true);
    setError(undefined);
    try {
      const next = await sendQuote(inquiry.id, {
        lines: lines.map((line, index) => ({
          description: line.description.trim(),
          amountPaise: amounts[index]!,
        })),
        depositPercent: percent,
        validUntil,
        ...(dueRange && balanceDueOn ? { balanceDueOn } : {}),
        ...(isEvent ? { eventStateCode: heldIn } : {}),
        ...(hasVenue && venue.trim() ? { venue: venue.trim() } : {}),
        note,
      });
      toast({ title: quoteSent(next.quotes[0]?.version ?? 0, inquiry.member) });
      onSaved(next);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      aria-describedby={errorId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Lines (₹, GST included)</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
            <div className="grid gap-1">
              <Label htmlFor={`line-${line.key}-description`}>Line {index + 1}: description</Label>
              <Input
                id={`line-${line.key}-description`}
                value={line.description}
                maxLength={200}
                onChange={(event) => edit(line.key, { description: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`line-${line.key}-amount`}>Line {index + 1}: amount (₹)</Label>
              <Input
                id={`line-${line.key}-amount`}
                value={line.rupees}
                inputMode="decimal"
                className="tabular-nums"
                onChange={(event) => edit(line.key, { rupees: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={lines.length === 1}
              onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
              aria-label={`Remove line ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={lines.length >= QUOTE_LINES_MAX}
          onClick={() =>
            setLines((current) => [...current, { key: (keys += 1), description: "", rupees: "" }])
          }
        >
          Add a line
        </Button>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={depositId}>
            Deposit ({range.min}-{range.max}%, the refund policy)
          </Label>
          <Select
            id={depositId}
            value={String(percent)}
            onChange={(event) => setPercent(Number(event.target.value))}
          >
            {percents.map((value) => (
              <option key={value} value={value}>
                {value}%
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={validId}>Last day to pay</Label>
          <Input
            id={validId}
            type="date"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
          />
        </div>
        {dueRange ? (
          <div className="grid gap-1">
            <Label htmlFor={dueId}>
              Balance due by ({lastDay(dueRange.earliest)}
              {dueRange.earliest === dueRange.latest ? "" : ` to ${lastDay(dueRange.latest)}`})
            </Label>
            <Input
              id={dueId}
              type="date"
              value={balanceDueOn}
              min={dueRange.earliest}
              max={dueRange.latest}
              onChange={(event) => setBalanceDueOn(event.target.value)}
            />
          </div>
        ) : null}
        {isEvent ? (
          <div className="grid gap-1">
            <Label htmlFor={heldId}>Event held in (the place of supply without a GSTIN)</Label>
            <Select id={heldId} value={heldIn} onChange={(event) => setHeldIn(event.target.value)}>
              {GST_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {hasVenue ? (
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor={venueId}>Venue: the address of delivery on the tax documents</Label>
            <Input
              id={venueId}
              value={venue}
              maxLength={VENUE_MAX}
              aria-describedby={`${venueId}-hint`}
              onChange={(event) => setVenue(event.target.value)}
            />
            <p id={`${venueId}-hint`} className="text-xs text-muted">
              Needed on an invoice of ₹50,000 or more to a customer without a GSTIN (Rule 46(f)).
            </p>
          </div>
        ) : null}
      </div>
      <p className="text-sm" role="status">
        {Number.isFinite(total) && total > 0
          ? discount > 0
            ? `Lines ${formatRupeesExact(total)}; ${discountLabel({ plan: inquiry.memberPlan!.name, percent: discount })} ${formatRupeesExact(depositOf(total, discount))}; total ${formatRupeesExact(total - depositOf(total, discount))}; deposit ${formatRupeesExact(depositOf(total - depositOf(total, discount), percent))}.`
            : `Total ${formatRupeesExact(total)}; deposit ${formatRupeesExact(depositOf(total, percent))}.`
          : "Enter each line's amount to see the total and the deposit."}
      </p>
      <div className="grid gap-1">
        <Label htmlFor={noteId}>Note to the customer (optional)</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={QUOTE_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <Button type="submit" className="justify-self-start" loading={saving} disabled={saving}>
        {open ? "Send the revised quote" : "Send the quote"}
      </Button>
    </form>
  );
}
