// What an inquiry asked, as labels and values a person reads: the forms' own labels
// (src/i18n/{en,hi}/inquiry.ts) and, for a choice, its label in that language (the values are
// stored as the specification sends them: "platedMeals", "Live Band"). The customer's
// acknowledgement shows them in the account's language, the operators' alert in English.
import en from "../../i18n/en/inquiry.ts";
import hi from "../../i18n/hi/inquiry.ts";
import type { Lang } from "../../i18n/lang.ts";
import { wordsIn } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";

export type Fact = readonly [label: string, value: string];

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** The facts of an inquiry's details (its kind-specific answers), in `lang`; empty answers left out. */
export function inquiryFacts(kind: string, details: Record<string, unknown>, lang: Lang): Fact[] {
  const words = wordsIn(lang, { en, hi });
  const { options } = words;
  /** A choice's label; the value itself if the forms never offered it. */
  const option = (labels: Record<string, string>, value: unknown) =>
    typeof value === "string" ? (labels[value] ?? value) : "";
  /** A choice, or what the person wrote when they chose "other". */
  const chosen = (labels: Record<string, string>, value: unknown, other: unknown) =>
    text(other) || option(labels, value);
  const day = (value: unknown) => {
    const iso = text(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatLongDate(`${iso}T12:00:00+05:30`, lang) : iso;
  };
  const count = (value: unknown) => (typeof value === "number" ? String(value) : text(value));
  const facts: [string, string][] = [];
  const add = (label: string, value: string) => {
    if (value) facts.push([label, value]);
  };

  if (kind === "event") {
    const form = words.event;
    const services = record(details.servicesNeeded);
    add(form.eventType, chosen(options.eventType, details.eventType, details.otherEventType));
    add(form.eventDate, day(details.eventDate));
    add(form.guests, count(details.numberOfGuests));
    add(form.venue, text(details.preferredVenueLocation));
    add(
      form.servicesLegend,
      [
        services.venueBooking === true ? form.venueBooking : "",
        services.cater ? `${form.catering} (${option(options.caterer, services.cater)})` : "",
        services.decorationAndSetup === true ? form.decoration : "",
        services.entertainment
          ? `${form.entertainment} (${option(options.entertainment, services.entertainment)})`
          : "",
        services.transportLogistics === true ? form.transport : "",
      ]
        .filter(Boolean)
        .join(", "),
    );
    add(form.budget, text(details.budgetRange));
    add(form.details, text(details.additionalDetails));
  } else if (kind === "catering") {
    const form = words.catering;
    add(form.eventType, chosen(options.cateringEventType, details.eventType, details.otherEventType));
    add(form.cateringDate, day(details.cateringDate));
    add(form.guests, count(details.numberOfGuests));
    add(form.cuisine, chosen(options.cuisine, details.cuisinePreferences, details.otherCuisinePreference));
    add(form.menu, chosen(options.menu, details.menuPreferences, details.otherMenuPreference));
    add(form.dietary, text(details.dietaryRequirements));
    add(form.beverages, option(options.beverage, details.beverageServices));
    add(
      form.budget.replace(/\s*\(₹\)$/, ""),
      typeof details.budgetRange === "number" && Number.isInteger(details.budgetRange * 100)
        ? formatRupees(details.budgetRange * 100)
        : text(details.budgetRange),
    );
    add(form.specialRequests, text(details.specialRequests));
    add(form.details, text(details.additionalDetails));
  } else if (kind === "travel") {
    const form = words.travel;
    const needs = record(details.travelRequirements);
    const assistance = record(needs.specialAssistanceNeeded);
    add(form.destination, text(details.travelDestination));
    add(form.travelDate, day(details.travelDate));
    add(form.travelers, count(details.numberOfTravelers));
    add(form.tourPackage, chosen(options.tourPackage, details.tourPackageType, details.otherTourPackageType));
    add(
      form.accommodation,
      chosen(options.accommodation, details.accommodationPreference, details.otherAccommodationPreference),
    );
    add(form.transport, chosen(options.transport, needs.preferredModeOfTransport, needs.otherTransportMode));
    add(form.travelClass, option(options.travelClass, needs.preferredTravelClass));
    add(
      form.assistanceLegend,
      [
        assistance.wheelchairAccessibility === true ? form.wheelchair : "",
        text(assistance.dietaryRequirements),
        text(assistance.otherSpecialAssistance),
      ]
        .filter(Boolean)
        .join(", "),
    );
    add(form.travelRequests, text(needs.additionalTravelRequests));
    add(form.specialRequests, text(details.specialRequests));
    add(form.budget, text(details.budgetRange));
  }
  return facts;
}

/**
 * A phone number as typed ("98765 43210", "+91 98765-43210", "098765 43210") as the ten digits
 * of an Indian mobile number, or null when it is not one.
 */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national =
    digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, "");
  return /^\d{10}$/.test(national) ? national : null;
}

/** Tap-to-call and WhatsApp links to a customer's phone; a number that is not Indian gets only tel:. */
export function phoneLinks(phone: string): { call: string; whatsapp: string | null } {
  const mobile = indianMobile(phone);
  return mobile
    ? { call: `tel:+91${mobile}`, whatsapp: `https://wa.me/91${mobile}` }
    : { call: `tel:${phone.replace(/[^\d+]/g, "")}`, whatsapp: null };
}
