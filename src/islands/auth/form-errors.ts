import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../client/api.ts";
import type { ToastInput } from "../../stores/toast.ts";

/**
 * Puts the server's field messages on their fields (nested ones by their dotted path, e.g.
 * "travelRequirements.otherTransportMode"); true when any field took one.
 */
export function applyServerErrors<T extends FieldValues, C, O>(
  error: unknown,
  form: UseFormReturn<T, C, O>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const known = new Set(Object.keys(form.getValues()));
  let placed = false;
  for (const issue of error.issues) {
    if (known.has(issue.path.split(".")[0] ?? "")) {
      form.setError(issue.path as Path<T>, { type: "server", message: issue.message });
      placed = true;
    }
  }
  return placed;
}

/** The specification's error toast: 'Error', the server's err (else a fallback), Dismiss. */
export function errorToast(error: unknown, fallback: string): ToastInput {
  let description = fallback;
  if (error instanceof ApiError) {
    // The server's own words when it sent some; a network or time-out failure says so.
    description = error.kind === "http" ? (error.serverMessage ?? fallback) : error.message;
  }
  return { title: "Error", description, variant: "destructive", dismissible: true };
}
