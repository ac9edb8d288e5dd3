// Made-up but plausible people, messages and inquiries for the demo seed (npm run seed:demo)
// and the admin lists' benchmark. Deterministic: the same seed gives the same data. Every
// e-mail address is at example.com, so that nothing can ever reach a real inbox.
import { cateringInquiry, eventInquiry, travelInquiry } from "../../tests/fixtures/inquiries.ts";

export type Random = () => number;

/** mulberry32: a small, fast, seedable generator (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
export const chance = (random: Random, probability: number) => random() < probability;

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Aditya",
  "Ananya",
  "Arjun",
  "Bhavna",
  "Chetan",
  "Deepika",
  "Devansh",
  "Divya",
  "Farhan",
  "Gauri",
  "Harsh",
  "Ishaan",
  "Ishita",
  "Jaya",
  "Karan",
  "Kavya",
  "Lakshmi",
  "Manish",
  "Meera",
  "Mohit",
  "Neha",
  "Nikhil",
  "Pooja",
  "Pranav",
  "Priya",
  "Rahul",
  "Rhea",
  "Rohan",
  "Sakshi",
  "Sanjay",
  "Shreya",
  "Siddharth",
  "Sneha",
  "Suresh",
  "Tanvi",
  "Uday",
  "Varun",
  "Zoya",
] as const;

const SURNAMES = [
  "Agarwal",
  "Bhat",
  "Chatterjee",
  "Desai",
  "Fernandes",
  "Ghosh",
  "Gupta",
  "Iyer",
  "Jain",
  "Joshi",
  "Kapoor",
  "Khan",
  "Kulkarni",
  "Mehta",
  "Menon",
  "Mishra",
  "Nair",
  "Pandey",
  "Patel",
  "Pillai",
  "Rao",
  "Reddy",
  "Saxena",
  "Shah",
  "Sharma",
  "Singh",
  "Srinivasan",
  "Thakur",
  "Verma",
  "Yadav",
] as const;

export const CITIES = [
  "Jaipur",
  "Mumbai",
  "Delhi",
  "Bengaluru",
  "Pune",
  "Hyderabad",
  "Chennai",
  "Kolkata",
  "Ahmedabad",
  "Lucknow",
  "Kochi",
  "Udaipur",
  "Indore",
  "Chandigarh",
  "Bhopal",
  "Surat",
] as const;

export const PROFESSIONS = [
  "Software engineer",
  "Doctor",
  "Chartered accountant",
  "Teacher",
  "Business owner",
  "Architect",
  "Lawyer",
  "Student",
  "Retired",
  "Civil servant",
  "Event planner",
  "Travel blogger",
] as const;

export interface Person {
  name: string;
  email: string;
  /** Ten digits starting 6-9, as Indian mobile numbers do. */
  phoneNo: string;
  city: string;
}

/** The `n`th person: names repeat across people, e-mail addresses never do. */
export function person(random: Random, n: number): Person {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, SURNAMES);
  const phoneNo = `${between(random, 6, 9)}${String(between(random, 0, 999_999_999)).padStart(9, "0")}`;
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${n + 1}@example.com`.toLowerCase(),
    phoneNo,
    city: pick(random, CITIES),
  };
}

const EVENT_VENUES = [
  "Lakeside palace lawn",
  "Rooftop banquet hall",
  "Heritage haveli courtyard",
  "Beach resort",
  "Farmhouse on the highway",
  "Hotel ballroom",
];
const EVENT_NOTES = [
  "Sangeet on the evening before, about 80 guests.",
  "Need a stage, LED wall and an anchor who speaks Hindi and English.",
  "Surprise party: please call only after 6 pm.",
  "Annual offsite for the sales team, two days.",
  "Vegetarian guests only; no alcohol at the venue.",
  "",
];
const DESTINATIONS = [
  "Kedarnath",
  "Varanasi",
  "Goa",
  "Munnar",
  "Leh-Ladakh",
  "Rishikesh",
  "Tirupati",
  "Andaman Islands",
  "Jaisalmer",
  "Darjeeling",
  "Char Dham",
  "Hampi",
  "Coorg",
  "Shirdi",
  "Amritsar",
  "Kerala backwaters",
];
const DIETARY = [
  "Jain options for 20 guests",
  "Satvik",
  "No onion, no garlic",
  "Gluten-free for two guests",
  "",
  "",
];
const SPECIAL_REQUESTS = [
  "Live chaat counter",
  "A pony for the trek",
  "Window seats please",
  "Wheelchair at the station",
  "",
  "",
];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid inquiry body of `kind` from `who`, as the inquiry forms send it. */
export function inquiryBody(random: Random, kind: "event" | "catering" | "travel", who: Person) {
  const contact = { email: who.email, phone: who.phoneNo, city: who.city };
  if (kind === "event") {
    const eventType = pick(random, ["wedding", "wedding", "birthday", "corporate", "other"] as const);
    return eventInquiry({
      ...contact,
      name: who.name,
      eventType,
      otherEventType:
        eventType === "other" ? pick(random, ["Mehendi", "Griha pravesh", "Product launch"]) : "",
      eventDate: inDays(between(random, 20, 240)),
      numberOfGuests: between(random, 2, 60) * 10,
      preferredVenueLocation: pick(random, EVENT_VENUES),
      servicesNeeded: {
        venueBooking: chance(random, 0.6),
        cater: pick(random, ["Luxury", "Budget", null] as const),
        decorationAndSetup: chance(random, 0.7),
        entertainment: pick(random, ["DJ", "Live Band", "Comedian", "Magician", null] as const),
        transportLogistics: chance(random, 0.3),
      },
      budgetRange: pick(random, ["₹2-5 lakh", "₹5-10 lakh", "₹10-20 lakh", "₹25 lakh+"]),
      additionalDetails: pick(random, EVENT_NOTES),
    });
  }
  if (kind === "catering") {
    return cateringInquiry({
      ...contact,
      fullName: who.name,
      eventType: pick(random, ["corporate", "wedding", "privateParty"] as const),
      cateringDate: inDays(between(random, 10, 180)),
      numberOfGuests: between(random, 3, 50) * 10,
      cuisinePreferences: pick(random, ["indian", "continental", "fusion"] as const),
      menuPreferences: pick(random, ["buffet", "platedMeals", "cocktailStyle"] as const),
      dietaryRequirements: pick(random, DIETARY),
      beverageServices: pick(random, ["alcoholic", "nonAlcoholic", "both"] as const),
      budgetRange: between(random, 10, 400) * 1000,
      specialRequests: pick(random, SPECIAL_REQUESTS),
    });
  }
  return travelInquiry({
    ...contact,
    name: who.name,
    travelDestination: pick(random, DESTINATIONS),
    travelDate: inDays(between(random, 15, 200)),
    numberOfTravelers: between(random, 1, 8),
    tourPackageType: pick(random, ["standard", "luxury", "budget"] as const),
    accommodationPreference: pick(random, ["hotel", "hotel", "apartment", "hostel"] as const),
    travelRequirements: {
      preferredModeOfTransport: pick(random, ["flight", "train", "car", "bus"] as const),
      otherTransportMode: "",
      specialAssistanceNeeded: {
        wheelchairAccessibility: chance(random, 0.1),
        dietaryRequirements: pick(random, DIETARY),
        otherSpecialAssistance: "",
      },
      preferredTravelClass: pick(random, ["economy", "economy", "business", "first"] as const),
      additionalTravelRequests: "",
    },
    specialRequests: pick(random, SPECIAL_REQUESTS),
    budgetRange: pick(random, ["₹25,000", "₹60,000", "₹1-2 lakh", "₹3 lakh+"]),
  });
}

const CONTACT_MESSAGES: Record<string, string[]> = {
  general: [
    "Do you organise events outside Rajasthan? We are in Pune.",
    'What does the "Premium" membership include for a family of four?',
    "Please call me back about a group booking, any time after 11 am.",
  ],
  event: [
    "Looking for a planner for my sister's wedding in February, about 300 guests.",
    "Corporate offsite for 60 people, 2 nights, somewhere within 4 hours of Mumbai.",
    "Can you arrange a surprise 50th anniversary dinner, with a live band?",
  ],
  travel: [
    "Char Dham yatra for my parents (both over 65), need helicopter options.",
    "Honeymoon in Munnar and Alleppey, 6 nights, houseboat for one night.",
    "School trip to Jaisalmer for 40 students and 4 teachers.",
  ],
  partnership: [
    "We run a boutique hotel in Udaipur and would like to partner for weddings.",
    "Trade fair organiser here: we need catering for a 3-day expo, 2,000 visitors a day.",
  ],
  other: ["Your refund policy page mentions 10-15 business days; is that from the cancellation date?", " "],
};

export interface DemoContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: "general" | "event" | "travel" | "partnership" | "other";
  message: string;
  source: "contact-page" | "landing";
}

/** A contact message from `who` (people who write need not have an account). */
export function contactMessage(random: Random, who: Person): DemoContactMessage {
  const subject = pick(random, [
    "general",
    "event",
    "event",
    "travel",
    "travel",
    "partnership",
    "other",
  ] as const);
  return {
    name: who.name,
    email: who.email,
    phone: chance(random, 0.7)
      ? chance(random, 0.5)
        ? who.phoneNo
        : `+91 ${who.phoneNo.slice(0, 5)} ${who.phoneNo.slice(5)}`
      : null,
    subject,
    message: pick(random, CONTACT_MESSAGES[subject]!),
    source: chance(random, 0.75) ? "contact-page" : "landing",
  };
}

/** Internal notes an operator might leave when moving an inquiry on. */
export const STATUS_NOTES: Record<"contacted" | "quoted" | "confirmed" | "lost", string[]> = {
  contacted: [
    "Called; will share dates by Friday.",
    "Spoke to the client, wants options in two budgets.",
    "Left a voicemail and sent a WhatsApp message.",
  ],
  quoted: [
    "Sent quote: ₹4.2 lakh incl. decor and catering.",
    "Quoted two packages; awaiting the family's decision.",
    "Quote sent with a 10% member discount.",
  ],
  confirmed: [
    "Advance received (30%); vendor bookings started.",
    "Confirmed on call; contract signed.",
    "Deposit paid through bank transfer.",
  ],
  lost: ["Went with a local planner.", "Budget too low for the guest count.", "Trip postponed indefinitely."],
};
