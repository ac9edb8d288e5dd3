// The option lists of src/schemas/inquiry.ts with the words a person reads, in the page's
// language (src/i18n/{en,hi}/inquiry.ts): the values sent stay the specification's.
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
import type { InquiryWords } from "./inquiry-words.ts";

export interface Option<V extends string | null = string | null> {
  value: V;
  label: string;
}

/** Every value of a list, each with its label: a new value without a label fails the type check. */
function labelled<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The spec's nullable choices: "none" is a real answer, so it is an option too. */
const withNone = <T extends string>(options: Option<T>[], label: string): Option<T | null>[] => [
  ...options,
  { value: null, label },
];

/** Every list of the three forms, labelled in the words' language. */
export function inquiryOptions(words: InquiryWords["options"]) {
  return {
    eventType: labelled(EVENT_TYPES, words.eventType),
    caterer: withNone(labelled(CATERERS, words.caterer), words.noCaterer),
    entertainment: withNone(labelled(ENTERTAINMENT, words.entertainment), words.noEntertainment),
    cateringEventType: labelled(CATERING_EVENT_TYPES, words.cateringEventType),
    cuisine: labelled(CUISINES, words.cuisine),
    menu: labelled(MENU_STYLES, words.menu),
    beverage: labelled(BEVERAGES, words.beverage),
    tourPackage: labelled(TOUR_PACKAGES, words.tourPackage),
    accommodation: labelled(ACCOMMODATIONS, words.accommodation),
    transport: labelled(TRANSPORT_MODES, words.transport),
    travelClass: labelled(TRAVEL_CLASSES, words.travelClass),
  };
}
