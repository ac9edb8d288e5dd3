// A form's validation messages in the page's language (docs/product.md D25). The schemas in
// src/schemas are shared with the server and speak the API's English; on a Hindi page their
// messages are put in Hindi from the API's own catalogue (src/i18n/errors.ts), which loads
// only there and only once a form has something to say, so no page carries it before use.
// A form may load its schemas the same way, once the person starts on it (resolverOnDemand).
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { langOfDocument } from "../../client/page-lang.ts";

type Translate = (message: string) => string;

/** An object react-hook-form built (an error or a group of them), not an element or a class's. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
}

/**
 * Every message in a (nested) errors object, put through `translate`, in place. Only plain
 * objects and arrays are walked, each once: a field's `ref` is its element, and the walk once
 * went round in a circle until the stack ran out (the Hindi travel form's empty submit, found
 * 28 November 2026).
 */
function translateAll(
  errors: Record<string, unknown>,
  translate: Translate,
  seen = new WeakSet<object>(),
): void {
  if (seen.has(errors)) return;
  seen.add(errors);
  for (const value of Object.values(errors)) {
    if (!isPlainObject(value)) continue;
    const error = value as Partial<FieldError> & Record<string, unknown>;
    // A field's error has a type and a message; anything else is a group of fields.
    if (typeof error.type === "string" && typeof error.message === "string" && !seen.has(error))
      error.message = translate(error.message);
    // Nested fields (travelRequirements.pickupCity) and arrays of them.
    translateAll(error, translate, seen);
  }
}

/** `resolver` whose messages are in the page's language. */
export function resolverInPageLang<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as FieldErrors<Values>;
    if (langOfDocument() === "en" || Object.keys(errors).length === 0) return result;
    const { errorIn } = await import("../../i18n/errors.ts");
    translateAll(errors as Record<string, unknown>, (message) => errorIn("hi", message));
    return result;
  };
}

/** A resolver that loads its schemas when they are first wanted, and how to ask for them early. */
export interface ResolverOnDemand<Values extends FieldValues, Context, Output> {
  /** `resolverInPageLang` of the loaded resolver; a check before the load waits for it. */
  resolver: Resolver<Values, Context, Output>;
  /**
   * Fetches the schemas now: called when the person starts on the form (its focus, or the pointer
   * over it), so that they are there by the first keystroke or the first press of the button.
   */
  preload: () => void;
}

/**
 * A form's resolver whose schemas (zod and the shared schemas: about 10 KB gzip on an account
 * page) load when they are first wanted rather than with the page, which shows the form before
 * it checks anything (issue 29). react-hook-form awaits every resolver, so a submit or a live
 * check made before the load simply waits for it: the messages are the same, at the same
 * moments. A failed load (the network) is forgotten, so that the next check tries again.
 */
export function resolverOnDemand<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): ResolverOnDemand<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: resolverInPageLang(async (values, context, options) =>
      (await loaded())(values, context, options),
    ),
    // An early fetch that fails says nothing: the check that needs the schemas tries again.
    preload: () => void loaded().catch(() => undefined),
  };
}
