import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, failureMessage } from "../../client/api.ts";
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

/**
 * The specification's error toast: 'Error', the server's err (else the form's fallback, e.g.
 * 'Something went wrong'), Dismiss. An answer that is not the API's JSON (a proxy's error
 * page) is a server failure without an err; a network failure or a time-out says so.
 * The title is the page's word for 'Error' (English by default: the admin panel's).
 */
export function errorToast(error: unknown, fallback: string, title = "Error"): ToastInput {
  return {
    title,
    description: failureMessage(error, fallback),
    variant: "destructive",
    dismissible: true,
  };
}
