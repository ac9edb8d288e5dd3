// Every answer of an inquiry, as a list of labelled values an operator reads (docs/product.md B3:
// the event, catering and travel forms' fields). Nested answers (servicesNeeded,
// travelRequirements, specialAssistanceNeeded) are flattened; the labels are the forms' own.
// Plain code, no zod: the inquiry schemas' module would put zod on the admin page.
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import type { InquiryKind } from "../../schemas/admin.ts";

export interface InquiryField {
  /** A stable key for lists: the answer's path, "servicesNeeded.cater". */
  path: string;
  label: string;
  value: string;
}

/**
 * Each form's answers in the order the form asks them, with the form's labels
 * (src/islands/inquiry/*-form.tsx). The database keeps details as jsonb, which does not keep
 * the order keys were written in, so the order comes from here.
 */
const FORM_FIELDS: Record<InquiryKind, readonly (readonly [path: string, label: string])[]> = {
  event: [
    ["eventType", "Event type"],
    ["otherEventType", "Other event type"],
    ["eventDate", "Event date"],
    ["numberOfGuests", "Number of guests"],
    ["preferredVenueLocation", "Preferred venue location"],
    ["budgetRange", "Budget range"],
    ["servicesNeeded.venueBooking", "Venue booking"],
    ["servicesNeeded.decorationAndSetup", "Decoration and setup"],
    ["servicesNeeded.transportLogistics", "Transport and logistics"],
    ["servicesNeeded.cater", "Catering"],
    ["servicesNeeded.entertainment", "Entertainment"],
    ["additionalDetails", "Additional details"],
  ],
  catering: [
    ["eventType", "Event type"],
    ["otherEventType", "Other event type"],
    ["cateringDate", "Catering date"],
    ["numberOfGuests", "Number of guests"],
    ["budgetRange", "Budget"],
    ["cuisinePreferences", "Cuisine"],
    ["otherCuisinePreference", "Other cuisine"],
    ["menuPreferences", "Menu style"],
    ["otherMenuPreference", "Custom menu"],
    ["dietaryRequirements", "Dietary requirements"],
    ["beverageServices", "Beverage services"],
    ["specialRequests", "Special requests"],
    ["additionalDetails", "Additional details"],
  ],
  travel: [
    ["travelDestination", "Destination"],
    ["travelDate", "Travel date"],
    ["numberOfTravelers", "Number of travelers"],
    ["budgetRange", "Budget range"],
    ["tourPackageType", "Tour package"],
    ["otherTourPackageType", "Custom package"],
    ["accommodationPreference", "Accommodation"],
    ["otherAccommodationPreference", "Other accommodation"],
    ["travelRequirements.preferredModeOfTransport", "Preferred mode of transport"],
    ["travelRequirements.otherTransportMode", "Other mode of transport"],
    ["travelRequirements.preferredTravelClass", "Preferred travel class"],
    ["travelRequirements.specialAssistanceNeeded.wheelchairAccessibility", "Wheelchair accessibility"],
    ["travelRequirements.specialAssistanceNeeded.dietaryRequirements", "Dietary requirements"],
    ["travelRequirements.specialAssistanceNeeded.otherSpecialAssistance", "Other assistance"],
    ["travelRequirements.additionalTravelRequests", "Additional travel requests"],
    ["specialRequests", "Special requests"],
  ],
};

/** Choice values whose words are not simply the value spelt out. */
const VALUE_WORDS: Record<string, string> = {
  privateParty: "Private party",
  platedMeals: "Plated meals",
  cocktailStyle: "Cocktail style",
  nonAlcoholic: "Non-alcoholic",
};

/** The catering form asks for a budget in rupees as a number (docs/product.md B5: at least 5000). */
const RUPEE_AMOUNTS = new Set(["catering:budgetRange"]);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Answers that are one of the form's choices, stored as a value ("privateParty"). */
const CHOICE_KEYS = new Set([
  "eventType",
  "cuisinePreferences",
  "menuPreferences",
  "beverageServices",
  "tourPackageType",
  "accommodationPreference",
  "preferredModeOfTransport",
  "preferredTravelClass",
]);

/** "numberOfGuests" -> "Number of guests": for an answer a newer form added. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describe(kind: InquiryKind, path: string, value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (RUPEE_AMOUNTS.has(`${kind}:${path}`) && Number.isFinite(value))
      return formatRupees(Math.round(value * 100));
    return new Intl.NumberFormat("en-IN").format(value);
  }
  if (typeof value !== "string") return JSON.stringify(value);
  const text = value.trim();
  if (text === "") return "Not given";
  if (ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
    // A calendar day as the person chose it: read at noon UTC so no zone moves it.
    return formatLongDate(new Date(`${text}T12:00:00Z`));
  }
  if (CHOICE_KEYS.has(path.split(".").pop() ?? "")) return VALUE_WORDS[text] ?? humanize(text);
  return text;
}

/** Every answer that is not an object, by its dotted path, in the stored order. */
function leaves(object: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(object).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? leaves(value as Record<string, unknown>, path)
      : [[path, value]];
  });
}

/**
 * The inquiry's answers in the order its form asks them, nested ones flattened; answers no
 * form names (a newer form's) follow, named after their key. An "other" answer left empty
 * belongs to a choice that was not made, so it is left out.
 */
export function inquiryFields(kind: InquiryKind, details: Record<string, unknown>): InquiryField[] {
  const answers = new Map(leaves(details));
  const known = FORM_FIELDS[kind];
  const ordered: (readonly [path: string, label: string])[] = [
    ...known.filter(([path]) => answers.has(path)),
    ...[...answers.keys()]
      .filter((path) => !known.some(([knownPath]) => knownPath === path))
      .map((path): [string, string] => [path, humanize(path.split(".").pop() ?? path)]),
  ];
  return ordered
    .filter(([path]) => {
      const value = answers.get(path);
      return !(/(^|\.)other[A-Z]/.test(path) && (value === "" || value == null));
    })
    .map(([path, label]) => ({ path, label, value: describe(kind, path, answers.get(path)) }));
}
