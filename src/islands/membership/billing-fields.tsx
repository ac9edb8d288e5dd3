// Whom the GST tax invoice is made out to (docs/product.md D19): the name, the billing state (which decides
// CGST and SGST or IGST) and, for a registered business, its GSTIN. Filled with what the
// member gave last time; checked with the API's own rules (billing-rules.ts) before an order.
// Words in the page's language (src/i18n/en/billing.ts); the rules' messages are the API's,
// put in Hindi on Hindi pages from its catalogue, which loads only then.
import { useEffect, useId, useRef, useState } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import { GST_STATES } from "../../config/gst.ts";
import type english from "../../i18n/en/billing.ts";
import type { Words } from "../../i18n/words.ts";
import {
  BILLING_ADDRESS_MAX,
  billingIssues,
  type BillingDraft,
  type BillingIssues,
} from "../../schemas/billing-rules.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { DataNotice } from "../shared/data-notice.tsx";
import { fetchBilling } from "./payment-calls.ts";

export type BillingWords = Words<typeof english>;

export const BILLING_FIELD_IDS = {
  name: "billing-name",
  stateCode: "billing-state",
  gstin: "billing-gstin",
  address: "billing-address",
} as const;

export function BillingFields({
  value,
  issues,
  disabled,
  onChange,
  words,
}: {
  value: BillingDraft;
  issues: BillingIssues;
  disabled: boolean;
  onChange: (next: BillingDraft) => void;
  /** In the page's language (src/i18n/en/billing.ts, hi/billing.ts). */
  words: BillingWords;
}) {
  const headingId = useId();
  const field = (name: keyof BillingDraft) => ({
    id: BILLING_FIELD_IDS[name],
    name,
    value: value[name],
    disabled,
    "aria-invalid": issues[name] ? true : undefined,
    "aria-describedby": `${BILLING_FIELD_IDS[name]}-error`,
  });
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-border p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.lead}</p>
      <div className="mt-5 grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={BILLING_FIELD_IDS.name}>{words.name}</Label>
          <Input
            {...field("name")}
            autoComplete="name"
            maxLength={120}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
          />
          <FieldError id={`${BILLING_FIELD_IDS.name}-error`}>{issues.name}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={BILLING_FIELD_IDS.stateCode}>{words.state}</Label>
          <Select
            {...field("stateCode")}
            onChange={(event) => onChange({ ...value, stateCode: event.target.value })}
          >
            <option value="">{words.chooseState}</option>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {words.stateNames[state.code] ?? state.name}
              </option>
            ))}
          </Select>
          <FieldError id={`${BILLING_FIELD_IDS.stateCode}-error`}>{issues.stateCode}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={BILLING_FIELD_IDS.gstin}>
            GSTIN <span className="font-normal text-muted">{words.gstinNote}</span>
          </Label>
          <Input
            {...field("gstin")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            placeholder="08ABCDE1234F1Z5"
            className="font-mono uppercase placeholder:normal-case"
            onChange={(event) => onChange({ ...value, gstin: event.target.value })}
          />
          <FieldError id={`${BILLING_FIELD_IDS.gstin}-error`}>{issues.gstin}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={BILLING_FIELD_IDS.address}>
            {words.address} <span className="font-normal text-muted">{words.addressNote}</span>
          </Label>
          <Input
            {...field("address")}
            autoComplete="street-address"
            maxLength={BILLING_ADDRESS_MAX}
            placeholder={words.addressExample}
            onChange={(event) => onChange({ ...value, address: event.target.value })}
          />
          <FieldError id={`${BILLING_FIELD_IDS.address}-error`}>{issues.address}</FieldError>
        </div>
      </div>
      <DataNotice notice={words.notice} className="mt-2" />
    </section>
  );
}

/**
 * The invoice details' state, as /purchase and a quote's deposit both use it: filled with what
 * the member gave last time (unless they have typed meanwhile), checked with the API's rules,
 * each change re-checked once a try has shown what is wrong.
 */
export function useBillingForm(name: string) {
  const [value, setValue] = useState<BillingDraft>({ name, stateCode: "", gstin: "", address: "" });
  const [issues, setIssues] = useState<BillingIssues>({});
  const checked = useRef(false);
  const edited = useRef(false);
  const shown = useRef(0);

  /** Shows what is wrong in the page's language; a later check wins over a slower earlier one. */
  const showIssues = (found: BillingIssues) => {
    const turn = (shown.current += 1);
    if (langOfDocument() === "en" || Object.keys(found).length === 0) return setIssues(found);
    void import("../../i18n/errors.ts").then(({ errorIn }) => {
      if (turn !== shown.current) return;
      const entries = Object.entries(found) as [keyof BillingDraft, string][];
      setIssues(Object.fromEntries(entries.map(([field, message]) => [field, errorIn("hi", message)])));
    });
  };

  useEffect(() => {
    let live = true;
    // Not needed to pay (the server decides): a failure leaves the form as it is.
    fetchBilling().then(
      (remembered) => {
        if (live && remembered && !edited.current) setValue(remembered);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const onChange = (next: BillingDraft) => {
    edited.current = true;
    setValue(next);
    if (checked.current) showIssues(billingIssues(next));
  };

  /** True when the details can be sent; else shows what is wrong and focuses the first field. */
  const validate = (): boolean => {
    const found = billingIssues(value);
    checked.current = true;
    showIssues(found);
    const first = (Object.keys(BILLING_FIELD_IDS) as (keyof BillingDraft)[]).find((field) => found[field]);
    if (first) document.getElementById(BILLING_FIELD_IDS[first])?.focus();
    return !first;
  };

  return { value, issues, onChange, validate };
}
