import { Button, type ButtonProps } from "../../ui/button.tsx";
import { useHydrated } from "./use-hydrated.ts";

/**
 * A form's submit button, disabled in the server-rendered page and until React has taken the
 * form over. Forms that hydrate when the browser is idle show before React runs; a press then
 * would send the browser's own GET, with what was typed (a password too) in the address. Every
 * form of an island submits through this button (the browser tests load each page without
 * JavaScript and find no enabled submit button in an island).
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
