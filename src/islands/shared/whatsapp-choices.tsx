// The two WhatsApp boxes (docs/product.md D26; decision 0037), unticked until the person ticks
// them: updates about their bookings, and offers, each its own choice, with the number they are
// about. At sign-up (auth-form.tsx) and on /purchase (purchase-summary.tsx).
import { useId } from "react";
import type { ConsentWords } from "../../i18n/en/consent.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { normalizePhone, PHONE_INPUT_PATTERN } from "../../schemas/fields.ts";
import { Checkbox } from "../../ui/checkbox.tsx";

export interface WhatsAppChoice {
  whatsappUpdates: boolean;
  whatsappOffers: boolean;
}

export const NO_WHATSAPP: WhatsAppChoice = { whatsappUpdates: false, whatsappOffers: false };

/**
 * A mobile number as people read it, "+91 98765 43210", from any way the phone field takes one
 * ("9876543210", "+91 98765 43210", "098765 43210"); null when the field would refuse it. Its
 * spaces do not break: on a phone a sentence wrapped after "+91" left the number in two lines.
 */
export function shownNumber(phone: string): string | null {
  const typed = phone.trim();
  if (!PHONE_INPUT_PATTERN.test(typed)) return null;
  const digits = normalizePhone(typed);
  return `+91\u00a0${digits.slice(0, 5)}\u00a0${digits.slice(5)}`;
}

export function WhatsAppChoices({
  words,
  phone,
  value,
  onChange,
  disabled,
  className,
}: {
  words: ConsentWords["choices"];
  /** The number typed or on the account. */
  phone: string;
  value: WhatsAppChoice;
  onChange: (value: WhatsAppChoice) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const number = shownNumber(phone);
  const boxes = [
    ["whatsappUpdates", words.whatsappUpdates],
    ["whatsappOffers", words.whatsappOffers],
  ] as const;
  return (
    <fieldset
      className={cn("grid content-start gap-2", className)}
      aria-describedby={`${id}-number`}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium">{words.legend}</legend>
      {boxes.map(([key, label]) => (
        <label key={key} className="flex min-h-11 items-center gap-3 text-sm sm:min-h-8">
          <Checkbox
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
          />
          <span>{label}</span>
        </label>
      ))}
      <p id={`${id}-number`} className="text-xs text-muted">
        {number ? fill(words.number, { phone: number }) : words.numberMissing}
      </p>
    </fieldset>
  );
}
