// The three service inquiries (docs/product.md B3, B5, B7):
// one schema each, used by the forms and by the API. Messages the specification gives are
// kept word for word; the others (required choices, conditional "other" fields, limits) are
// ours. Conditional fields are kept only when their choice is selected.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { EMAIL_MAX, EMAIL_PATTERN } from "./auth.ts";
import { isCalendarDate, normalizePhone, PHONE_INPUT_PATTERN, PHONE_MESSAGE } from "./fields.ts";
import { singleLine } from "./rules.ts";

export const INQUIRY_TEXT_MAX = 2000;
export const INQUIRY_FIELD_MAX = 200;
export const GUESTS_MAX = 100_000;
export const CATERING_BUDGET_MIN = 5000;

export const MESSAGES = {
  name: "Name must be at least 2 characters.",
  fullName: "Full Name is required.",
  email: "Please enter a valid email address.",
  phone: PHONE_MESSAGE,
  date: "Please select a date.",
  cateringDate: "Please select a catering date.",
  guests: "Number of guests must be at least 1.",
  travelers: "Number of travelers must be at least 1.",
  budget: "Please enter a valid budget.",
  destination: "Destination is required.",
  choose: "Please choose an option.",
  describe: "Please describe your choice.",
  pastDate: "Please choose a date that is not in the past.",
  farDate: "Please choose a date within the next three years.",
} as const;

/** How far ahead a service can be asked for: a wedding is planned a year or two ahead, not 9999. */
const DATE_HORIZON_MS = 3 * 366 * 24 * 60 * 60 * 1000;

export const EVENT_TYPES = ["wedding", "birthday", "corporate", "other"] as const;
export const CATERERS = ["Luxury", "Budget"] as const;
export const ENTERTAINMENT = ["DJ", "Live Band", "Comedian", "Magician", "Other"] as const;
export const CATERING_EVENT_TYPES = ["corporate", "wedding", "privateParty", "other"] as const;
export const CUISINES = ["indian", "continental", "fusion", "other"] as const;
export const MENU_STYLES = ["buffet", "platedMeals", "cocktailStyle", "custom"] as const;
export const BEVERAGES = ["alcoholic", "nonAlcoholic", "both"] as const;
export const TOUR_PACKAGES = ["standard", "luxury", "budget", "custom"] as const;
export const ACCOMMODATIONS = ["hotel", "hostel", "apartment", "other"] as const;
export const TRANSPORT_MODES = ["flight", "train", "bus", "car", "other"] as const;
export const TRAVEL_CLASSES = ["economy", "business", "first"] as const;

const tooLong = (max: number) => `Please keep this under ${max} characters.`;
/** A one-line answer (an <input>): a name, a place, a budget, an "other" choice described. */
const line = (max = INQUIRY_FIELD_MAX, lineMessage?: string) =>
  singleLine(undefined, lineMessage).check(z.maxLength(max, tooLong(max)));
const optionalLine = (max = INQUIRY_FIELD_MAX) => z._default(z.optional(line(max)), "");
/** A details box (a <textarea>): line breaks are part of the answer. */
const optionalParagraph = (max = INQUIRY_TEXT_MAX) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max)))), "");
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, MESSAGES.choose);

const email = singleLine(MESSAGES.email, MESSAGES.email).check(
  z.maxLength(EMAIL_MAX, MESSAGES.email),
  z.regex(EMAIL_PATTERN, MESSAGES.email),
);
/**
 * Ten digits, or as Indians write them: "+91 98765 43210" is kept as 9876543210 (D26). Its
 * pattern is its one-line rule (spaces and dashes between digits, nothing else), so a number
 * copied from WhatsApp, wrapped in direction controls, passes as the digits it shows.
 */
const phone = z
  .string(MESSAGES.phone)
  .check(z.trim(), z.regex(PHONE_INPUT_PATTERN, MESSAGES.phone), z.overwrite(normalizePhone));

/**
 * A day that exists (2027-02-30 does not), today or later by the calendar of the person
 * filling the form, give or take a day, and within three years.
 */
function dateField(required: string) {
  return z.string(required).check(
    z.refine(isCalendarDate, required),
    z.refine(
      // A day that does not exist has its message already.
      (value: string) =>
        !isCalendarDate(value) || Date.parse(`${value}T00:00:00Z`) >= Date.now() - 2 * 24 * 60 * 60 * 1000,
      MESSAGES.pastDate,
    ),
    z.refine(
      (value: string) =>
        !isCalendarDate(value) || Date.parse(`${value}T00:00:00Z`) <= Date.now() + DATE_HORIZON_MS,
      MESSAGES.farDate,
    ),
  );
}

/**
 * A whole number sent as a JSON number (the forms read their number inputs as numbers).
 * Nothing is coerced: `true`, "12", "1e3", "" or [2] are not a number of guests.
 */
const count = (message: string) =>
  z.int(message).check(z.minimum(1, message), z.maximum(GUESTS_MAX, `Please enter at most ${GUESTS_MAX}.`));

/** Requires `detail` when `when` holds, and drops it otherwise. */
function requireWhen<T extends Record<string, unknown>>(
  data: T,
  ctx: z.core.$RefinementCtx<T>,
  when: boolean,
  field: keyof T & string,
) {
  const value = data[field];
  if (when && (typeof value !== "string" || value.trim() === "")) {
    ctx.addIssue({ code: "custom", path: [field], message: MESSAGES.describe });
  }
}

const eventObject = z.strictObject({
  name: line(100).check(z.minLength(2, MESSAGES.name)),
  email,
  phone,
  eventType: choice(EVENT_TYPES),
  otherEventType: optionalLine(),
  eventDate: dateField(MESSAGES.date),
  numberOfGuests: count(MESSAGES.guests),
  preferredVenueLocation: optionalLine(),
  servicesNeeded: z._default(
    z.strictObject({
      venueBooking: z._default(z.boolean(), false),
      cater: z._default(z.nullable(z.enum(CATERERS, MESSAGES.choose)), null),
      decorationAndSetup: z._default(z.boolean(), false),
      entertainment: z._default(z.nullable(z.enum(ENTERTAINMENT, MESSAGES.choose)), null),
      transportLogistics: z._default(z.boolean(), false),
    }),
    {
      venueBooking: false,
      cater: null,
      decorationAndSetup: false,
      entertainment: null,
      transportLogistics: false,
    },
  ),
  budgetRange: line(100, MESSAGES.budget).check(z.minLength(1, MESSAGES.budget)),
  additionalDetails: optionalParagraph(),
  city: optionalLine(100),
});

export const eventInquirySchema = z.pipe(
  eventObject.check(
    z.superRefine((data, ctx) => requireWhen(data, ctx, data.eventType === "other", "otherEventType")),
  ),
  z.transform((data: z.output<typeof eventObject>) => ({
    ...data,
    otherEventType: data.eventType === "other" ? data.otherEventType : "",
  })),
);

const cateringObject = z.strictObject({
  fullName: line(100).check(z.minLength(2, MESSAGES.fullName)),
  email,
  phone,
  eventType: choice(CATERING_EVENT_TYPES),
  // The specification's catering call does not send the three "other" fields; accepted when sent.
  otherEventType: optionalLine(),
  cateringDate: dateField(MESSAGES.cateringDate),
  numberOfGuests: count(MESSAGES.guests),
  cuisinePreferences: choice(CUISINES),
  otherCuisinePreference: optionalLine(),
  menuPreferences: choice(MENU_STYLES),
  otherMenuPreference: optionalLine(),
  dietaryRequirements: optionalLine(INQUIRY_TEXT_MAX),
  beverageServices: choice(BEVERAGES),
  // Rupees, as a JSON number like the guests (the form reads its number input as one).
  budgetRange: z
    .number(MESSAGES.budget)
    .check(z.minimum(CATERING_BUDGET_MIN, MESSAGES.budget), z.maximum(1e10, MESSAGES.budget)),
  specialRequests: optionalParagraph(),
  additionalDetails: optionalParagraph(),
  city: optionalLine(100),
});

export const cateringInquirySchema = z.pipe(
  cateringObject,
  z.transform((data: z.output<typeof cateringObject>) => ({
    ...data,
    otherEventType: data.eventType === "other" ? data.otherEventType : "",
    otherCuisinePreference: data.cuisinePreferences === "other" ? data.otherCuisinePreference : "",
    otherMenuPreference: data.menuPreferences === "custom" ? data.otherMenuPreference : "",
  })),
);

const travelObject = z.strictObject({
  name: line(100).check(z.minLength(2, MESSAGES.name)),
  email,
  phone,
  travelDestination: line().check(z.minLength(2, MESSAGES.destination)),
  travelDate: dateField(MESSAGES.date),
  numberOfTravelers: count(MESSAGES.travelers),
  tourPackageType: choice(TOUR_PACKAGES),
  otherTourPackageType: optionalLine(),
  accommodationPreference: choice(ACCOMMODATIONS),
  otherAccommodationPreference: optionalLine(),
  travelRequirements: z.strictObject({
    preferredModeOfTransport: choice(TRANSPORT_MODES),
    otherTransportMode: optionalLine(),
    specialAssistanceNeeded: z._default(
      z.strictObject({
        wheelchairAccessibility: z._default(z.boolean(), false),
        dietaryRequirements: optionalLine(),
        otherSpecialAssistance: optionalLine(),
      }),
      { wheelchairAccessibility: false, dietaryRequirements: "", otherSpecialAssistance: "" },
    ),
    preferredTravelClass: choice(TRAVEL_CLASSES),
    additionalTravelRequests: optionalParagraph(),
  }),
  specialRequests: optionalParagraph(),
  budgetRange: line(100, MESSAGES.budget).check(z.minLength(1, MESSAGES.budget)),
  city: optionalLine(100),
});
export const travelInquirySchema = z.pipe(
  travelObject.check(
    z.superRefine((data, ctx) => {
      requireWhen(data, ctx, data.tourPackageType === "custom", "otherTourPackageType");
      requireWhen(data, ctx, data.accommodationPreference === "other", "otherAccommodationPreference");
      if (
        data.travelRequirements.preferredModeOfTransport === "other" &&
        !data.travelRequirements.otherTransportMode
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["travelRequirements", "otherTransportMode"],
          message: MESSAGES.describe,
        });
      }
    }),
  ),
  z.transform((data: z.output<typeof travelObject>) => ({
    ...data,
    otherTourPackageType: data.tourPackageType === "custom" ? data.otherTourPackageType : "",
    otherAccommodationPreference:
      data.accommodationPreference === "other" ? data.otherAccommodationPreference : "",
    travelRequirements: {
      ...data.travelRequirements,
      otherTransportMode:
        data.travelRequirements.preferredModeOfTransport === "other"
          ? data.travelRequirements.otherTransportMode
          : "",
    },
  })),
);

export type EventInquiryInput = z.input<typeof eventInquirySchema>;
export type CateringInquiryInput = z.input<typeof cateringInquirySchema>;
export type TravelInquiryInput = z.input<typeof travelInquirySchema>;
export type EventInquiry = z.output<typeof eventInquirySchema>;
export type CateringInquiry = z.output<typeof cateringInquirySchema>;
export type TravelInquiry = z.output<typeof travelInquirySchema>;

/**
 * An inquiry as the API lists it (docs/product.md B3: id, name, phone, createdAt, subject,
 * inquiry_type).
 */
export interface InquiryListItem {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  createdAt: string;
  subject: string;
  inquiry_type: "event" | "catering" | "travel";
  status: "new" | "contacted" | "quoted" | "confirmed" | "lost";
  details: Record<string, unknown>;
}

/** GET /inquiry/get_all_user_inquirys: the member's inquiries by kind, newest first. */
export interface InquiryLists {
  events: InquiryListItem[];
  foods: InquiryListItem[];
  travels: InquiryListItem[];
}
