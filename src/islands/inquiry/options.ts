// The option lists of src/schemas/inquiry.ts with the words a person reads.
import {
  ACCOMMODATIONS,
  BEVERAGES,
  CATERERS,
  CATERING_EVENT_TYPES,
  CUISINES,
  ENTERTAINMENT,
  EVENT_TYPES,
  MENU_STYLES,
  TOUR_PACKAGES,
  TRANSPORT_MODES,
  TRAVEL_CLASSES,
} from "../../schemas/inquiry.ts";

export interface Option<V extends string | null = string | null> {
  value: V;
  label: string;
}

/** Every value of a list, each with its label: a new value without a label fails the type check. */
function labelled<T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The spec's nullable choices: "none" is a real answer, so it is an option too. */
const withNone = <T extends string>(options: Option<T>[], label: string): Option<T | null>[] => [
  ...options,
  { value: null, label },
];

export const EVENT_TYPE_OPTIONS = labelled(EVENT_TYPES, {
  wedding: "Wedding",
  birthday: "Birthday",
  corporate: "Corporate",
  other: "Other",
});

export const CATERER_OPTIONS = withNone(
  labelled(CATERERS, { Luxury: "Luxury", Budget: "Budget" }),
  "No catering",
);

export const ENTERTAINMENT_OPTIONS = withNone(
  labelled(ENTERTAINMENT, {
    DJ: "DJ",
    "Live Band": "Live Band",
    Comedian: "Comedian",
    Magician: "Magician",
    Other: "Other",
  }),
  "None",
);

export const CATERING_EVENT_TYPE_OPTIONS = labelled(CATERING_EVENT_TYPES, {
  corporate: "Corporate",
  wedding: "Wedding",
  privateParty: "Private party",
  other: "Other",
});

export const CUISINE_OPTIONS = labelled(CUISINES, {
  indian: "Indian",
  continental: "Continental",
  fusion: "Fusion",
  other: "Other",
});

export const MENU_OPTIONS = labelled(MENU_STYLES, {
  buffet: "Buffet",
  platedMeals: "Plated meals",
  cocktailStyle: "Cocktail style",
  custom: "Custom",
});

export const BEVERAGE_OPTIONS = labelled(BEVERAGES, {
  alcoholic: "Alcoholic",
  nonAlcoholic: "Non-alcoholic",
  both: "Both",
});

export const TOUR_PACKAGE_OPTIONS = labelled(TOUR_PACKAGES, {
  standard: "Standard",
  luxury: "Luxury",
  budget: "Budget",
  custom: "Custom",
});

export const ACCOMMODATION_OPTIONS = labelled(ACCOMMODATIONS, {
  hotel: "Hotel",
  hostel: "Hostel",
  apartment: "Apartment",
  other: "Other",
});

export const TRANSPORT_OPTIONS = labelled(TRANSPORT_MODES, {
  flight: "Flight",
  train: "Train",
  bus: "Bus",
  car: "Car",
  other: "Other",
});

export const TRAVEL_CLASS_OPTIONS = labelled(TRAVEL_CLASSES, {
  economy: "Economy",
  business: "Business",
  first: "First",
});
