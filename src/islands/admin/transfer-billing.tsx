// Whom a booking's documents are made out to, given by the operator with its first bank transfer:
// a business paying by NEFT needs its GSTIN on the receipt voucher and the tax invoice to claim
// the input tax credit, and has bought nothing online for the server to remember. Folded away:
// left empty, the transfer is billed as the member last bought (their state, their GSTIN), else
// by the account's name in the business's own state. Checked with the API's rules
// (billing-rules.ts) before it is sent.
import { useId } from "react";
import { GST_STATES } from "../../config/gst.ts";
import {
  BILLING_ADDRESS_MAX,
  billingBody,
  billingIssues,
  type BillingBody,
  type BillingDraft,
  type BillingIssues,
} from "../../schemas/billing-rules.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";

export const NO_BUYER: BillingDraft = { name: "", stateCode: "", gstin: "", address: "" };

/** What to send: nothing when the fields are empty, else the details or what is wrong with them. */
export function transferBilling(draft: BillingDraft): { billing?: BillingBody; issues?: BillingIssues } {
  if (Object.values(draft).every((value) => value.trim() === "")) return {};
  const issues = billingIssues(draft);
  return Object.keys(issues).length > 0 ? { issues } : { billing: billingBody(draft) };
}

export function TransferBuyer({
  value,
  issues,
  onChange,
}: {
  value: BillingDraft;
  issues: BillingIssues;
  onChange: (next: BillingDraft) => void;
}) {
  const id = useId();
  const field = (name: keyof BillingDraft) => ({
    id: `${id}-${name}`,
    value: value[name],
    "aria-invalid": issues[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-error`,
  });
  const error = (name: keyof BillingDraft) => (
    <FieldError id={`${id}-${name}-error`}>{issues[name]}</FieldError>
  );
  return (
    <details
      className="rounded-lg border border-border px-3 py-2"
      open={Object.keys(issues).length > 0 || undefined}
    >
      <summary className="cursor-pointer py-1 text-sm font-medium">
        Bill a business (GSTIN) or another name
      </summary>
      <p className="mt-1 text-xs text-muted">
        For the booking&apos;s first payment: every document of the booking is made out to this buyer. Left
        empty, it is billed as the member last bought.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>Name on the documents</Label>
          <Input
            {...field("name")}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => onChange({ ...value, name: event.target.value })}
          />
          {error("name")}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-stateCode`}>Billing state</Label>
          <Select
            {...field("stateCode")}
            onChange={(event) => onChange({ ...value, stateCode: event.target.value })}
          >
            <option value="">Choose the state</option>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
          {error("stateCode")}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-gstin`}>
            GSTIN <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Input
            {...field("gstin")}
            maxLength={15}
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            onChange={(event) => onChange({ ...value, gstin: event.target.value })}
          />
          {error("gstin")}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-address`}>
            Billing address <span className="font-normal text-muted">(needed with a GSTIN)</span>
          </Label>
          <Input
            {...field("address")}
            maxLength={BILLING_ADDRESS_MAX}
            autoComplete="off"
            onChange={(event) => onChange({ ...value, address: event.target.value })}
          />
          {error("address")}
        </div>
      </div>
    </details>
  );
}
