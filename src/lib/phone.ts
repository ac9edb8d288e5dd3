// A phone number of ten digits as Indians read it: "+91 98765 43210". The forms and the API
// keep the ten digits (src/schemas/fields.ts normalizePhone); this is how a page shows them.
export function formatIndianPhone(tenDigits: string): string {
  return /^\d{10}$/.test(tenDigits) ? `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}` : tenDigits;
}
