import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, and the truthy ones of conditions, arrays and objects). It joins,
 * it does not merge: when two classes set the same property, Tailwind's CSS order decides, not
 * their order here. So a caller must not pass a class that conflicts with one of the
 * component's own (base `gap-2` and a caller's `gap-4`): the component offers a prop or a
 * variant for it instead, or leaves that property to its callers (issue 29: no class-merging
 * library in the pages' JavaScript).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
