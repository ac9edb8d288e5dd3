// The billing details' rules and words without zod (docs/product.md D19): /purchase checks the form with
// them before it asks for an order, and the API's schema (billing.ts) checks the same rules
// with the same messages. zod would add about 23 KB to /purchase.
import { GST_STATE_CODES } from "../config/gst.ts";
import { NAME_MAX, SINGLE_LINE_PATTERN } from "./fields.ts";
import { GSTIN_PATTERN, isValidGstin } from "./tax-document.ts";

export const BILLING_MESSAGES = {
  name: "Please enter the name for the invoice.",
  nameLength: `Please keep the name under ${NAME_MAX} characters.`,
  state: "Please choose your billing state.",
  gstin: "Please enter a valid GSTIN (15 characters), or leave it empty.",
  gstinState: "This GSTIN is registered in another state than the billing state.",
  address: "A registered business must give its address for the invoice (10 to 300 characters, one line).",
} as const;

/** The longest billing address kept (one line: "12 MI Road, Jaipur, Rajasthan 302001"). */
export const BILLING_ADDRESS_MAX = 300;

/**
 * The form's fields as typed; an empty GSTIN is an unregistered buyer. A registered one must
 * give an address, printed on every document (CGST Rules 46(e), 50(d), 51(d); D24).
 */
export interface BillingDraft {
  name: string;
  stateCode: string;
  gstin: string;
  address: string;
}

export type BillingIssues = Partial<Record<keyof BillingDraft, string>>;

/** A GSTIN as it is kept: trimmed, upper case. */
export function normalGstin(value: string): string {
  return value.trim().toUpperCase();
}

export function isBillingName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 2 && SINGLE_LINE_PATTERN.test(trimmed);
}

export function isGstStateCode(code: string): boolean {
  return (GST_STATE_CODES as readonly string[]).includes(code);
}

export function isBuyerGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && isValidGstin(gstin);
}

/** A GSTIN's first two digits are its state's code. */
export function gstinMatchesState(gstin: string, stateCode: string): boolean {
  return gstin.slice(0, 2) === stateCode;
}

/** What is wrong with the form, field by field (empty when it can be sent). */
export function billingIssues(draft: BillingDraft): BillingIssues {
  const issues: BillingIssues = {};
  if (!isBillingName(draft.name)) issues.name = BILLING_MESSAGES.name;
  else if (draft.name.trim().length > NAME_MAX) issues.name = BILLING_MESSAGES.nameLength;
  if (!isGstStateCode(draft.stateCode)) issues.stateCode = BILLING_MESSAGES.state;
  const gstin = normalGstin(draft.gstin);
  if (gstin && !isBuyerGstin(gstin)) issues.gstin = BILLING_MESSAGES.gstin;
  else if (gstin && !issues.stateCode && !gstinMatchesState(gstin, draft.stateCode)) {
    issues.gstin = BILLING_MESSAGES.gstinState;
  }
  const address = draft.address.trim();
  if ((gstin || address) && !isBillingAddress(address)) issues.address = BILLING_MESSAGES.address;
  return issues;
}

/** One line of 10 to BILLING_ADDRESS_MAX characters. */
export function isBillingAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed.length >= 10 && trimmed.length <= BILLING_ADDRESS_MAX && SINGLE_LINE_PATTERN.test(trimmed);
}

/** The details as the API takes them: trimmed, an empty GSTIN left out. */
export interface BillingBody {
  name: string;
  stateCode: string;
  gstin?: string;
  address?: string;
}

export function billingBody(draft: BillingDraft): BillingBody {
  const gstin = normalGstin(draft.gstin);
  const address = draft.address.trim();
  return {
    name: draft.name.trim(),
    stateCode: draft.stateCode,
    ...(gstin ? { gstin } : {}),
    ...(address ? { address } : {}),
  };
}
