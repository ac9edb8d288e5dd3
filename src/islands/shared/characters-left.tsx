// Under a text box with a limit: how many characters are left once little room is, and, said to
// screen readers too, when the box is full or a paste did not fit. The browser stops typing at
// `maxLength` and cuts a paste there without a word: a long message pasted into the contact form
// lost its end silently. It follows the box by its id, whoever renders or fills it (a plain
// textarea, or react-hook-form's), and takes its words from the form's (src/i18n/*/field-limit.ts).
import { useEffect, useRef, useState } from "react";
import type { FieldLimitText } from "../../i18n/en/field-limit.ts";
import { fill } from "../../i18n/words.ts";

/** The count shows from here down: a tenth of the limit, and never fewer than 50 characters. */
const shownBelow = (max: number) => Math.max(50, Math.floor(max / 10));

export function CharactersLeft({
  fieldId,
  max,
  words,
}: {
  fieldId: string;
  max: number;
  words: FieldLimitText;
}) {
  const [left, setLeft] = useState(max);
  const [cut, setCut] = useState(false);
  const pasting = useRef(false);

  useEffect(() => {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null;
    if (!field) return;
    const measure = () => {
      setLeft(max - field.value.length);
      // A paste's own input event keeps what it found; any other change forgets it.
      if (!pasting.current) setCut(false);
      pasting.current = false;
    };
    const paste = (event: ClipboardEvent) => {
      const pasted = event.clipboardData?.getData("text") ?? "";
      const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      pasting.current = true;
      setCut(pasted.length > max - field.value.length + replaced);
    };
    // A form emptied after it was sent fires no input: measured once the reset has run.
    const reset = () => setTimeout(measure);
    measure();
    field.addEventListener("input", measure);
    field.addEventListener("paste", paste);
    field.form?.addEventListener("reset", reset);
    return () => {
      field.removeEventListener("input", measure);
      field.removeEventListener("paste", paste);
      field.form?.removeEventListener("reset", reset);
    };
  }, [fieldId, max]);

  const limit = max.toLocaleString("en-IN");
  return (
    <>
      {left <= shownBelow(max) ? (
        <p className="text-xs text-muted tabular-nums">
          {left === 1 ? words.leftOne : fill(words.left, { count: Math.max(0, left) })}
        </p>
      ) : null}
      <p role="status" className="text-xs font-medium empty:hidden">
        {cut ? fill(words.cut, { max: limit }) : left <= 0 ? fill(words.full, { max: limit }) : ""}
      </p>
    </>
  );
}
