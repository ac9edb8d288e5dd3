// The inquiry dialog and its three forms in English (docs/product.md B2 to B9). They load with
// the forms, when a service button is first wanted (src/islands/inquiry/inquiry-words.ts), never
// with the page. Labels only: the values the forms send are the specification's
// (src/schemas/inquiry.ts). Many texts are the specification's; tests/e2e/inquiry.spec.ts
// checks them.
import { SERVICE_TYPES } from "../../config/inquiry.ts";
import { INQUIRY_SENT_MESSAGE } from "../../schemas/fields.ts";
import fieldLimit from "./field-limit.ts";
import { RESPONSE_TIME } from "./response-time.ts";

export default {
  dialog: {
    /** By service type (src/config/inquiry.ts SERVICE_TYPES). */
    titles: { 1: SERVICE_TYPES[1].label, 2: SERVICE_TYPES[2].label, 3: SERVICE_TYPES[3].label },
    intro: {
      1: "Tell us about the occasion. An event planner will come back to you with ideas, a plan and a quote.",
      2: "Tell us about the meal. Our catering team will come back to you with a menu and a quote.",
      3: "Tell us where you would like to go. A travel designer will come back to you with an itinerary and a quote.",
    },
    signInIntro: {
      login: "Sign in to send your inquiry. You can follow every request from your dashboard.",
      signup: "Create your account to send your inquiry. It takes a minute.",
    },
    loading: "Loading",
    close: "Close",
  },
  /** Beside the sign-in form: asking without an account (D26; visitor-options.tsx). */
  visitor: {
    heading: "No account? Ask us directly",
    lead: "Ask us anything first. You can create an account when you are ready to book.",
    whatsapp: "Ask on WhatsApp",
    /** What WhatsApp opens with, ready to send; {service}: the service asked about. */
    whatsappMessage: "Hello Nova Experience, I would like to know more about {service}.",
    /** {phone}: the business's number. */
    call: "Call {phone}",
    write: "Write to us without an account",
    /** After the WhatsApp link's name, for screen readers: it leaves the site. */
    newWindow: "(opens WhatsApp)",
  },
  /** The confirmation that takes the form's place once an inquiry is sent (inquiry-sent.tsx). */
  sent: {
    heading: "Thank you, we have your inquiry",
    reference: "Your reference",
    referenceHint: "Quote it when you call or write to us.",
    promise: `We will get back to you ${RESPONSE_TIME}.`,
    dashboard: "Follow it on your dashboard",
    another: "Send another inquiry",
    /** {phone}: the member's number, as Indians write it. */
    whatsappOptIn: "Get updates on WhatsApp at {phone}",
    whatsappNote: "Only about your inquiries and bookings. Reply STOP at any time to end them.",
    whatsappOn: "WhatsApp updates are on for {phone}.",
    whatsappFailed: "WhatsApp updates could not be turned on. Please try again.",
  },
  /** What the three forms share (inquiry-form.tsx, form-fields.tsx). */
  form: {
    send: "Send Inquiry",
    successTitle: "Success",
    submitted: INQUIRY_SENT_MESSAGE,
    errorTitle: "Error",
    failed: "Something went wrong!",
    selectOption: "Select an option",
    contact: { legend: "Your details", email: "Email", phone: "Phone", city: "City" },
    /** Under a text box with a limit. */
    limit: fieldLimit,
  },
  /** The options' labels, by the value sent (src/schemas/inquiry.ts). */
  options: {
    eventType: { wedding: "Wedding", birthday: "Birthday", corporate: "Corporate", other: "Other" },
    caterer: { Luxury: "Luxury", Budget: "Budget" },
    noCaterer: "No catering",
    entertainment: {
      DJ: "DJ",
      "Live Band": "Live Band",
      Comedian: "Comedian",
      Magician: "Magician",
      Other: "Other",
    },
    noEntertainment: "None",
    cateringEventType: {
      corporate: "Corporate",
      wedding: "Wedding",
      privateParty: "Private party",
      other: "Other",
    },
    cuisine: { indian: "Indian", continental: "Continental", fusion: "Fusion", other: "Other" },
    menu: {
      buffet: "Buffet",
      platedMeals: "Plated meals",
      cocktailStyle: "Cocktail style",
      custom: "Custom",
    },
    beverage: { alcoholic: "Alcoholic", nonAlcoholic: "Non-alcoholic", both: "Both" },
    tourPackage: { standard: "Standard", luxury: "Luxury", budget: "Budget", custom: "Custom" },
    accommodation: { hotel: "Hotel", hostel: "Hostel", apartment: "Apartment", other: "Other" },
    transport: { flight: "Flight", train: "Train", bus: "Bus", car: "Car", other: "Other" },
    travelClass: { economy: "Economy", business: "Business", first: "First" },
  },
  event: {
    label: "Event inquiry",
    name: "Name",
    legend: "Your event",
    eventType: "Event type",
    otherEventType: "Other event type",
    otherEventTypeExample: "A naming ceremony, a reunion…",
    eventDate: "Event date",
    guests: "Number of guests",
    venue: "Preferred venue location",
    venueExample: "A lakeside lawn in Udaipur",
    budget: "Budget range",
    budgetExample: "₹5–8 lakh",
    servicesLegend: "Services needed",
    venueBooking: "Venue booking",
    decoration: "Decoration and setup",
    transport: "Transport and logistics",
    catering: "Catering",
    entertainment: "Entertainment",
    details: "Additional details",
    detailsExample: "Rituals, timings, the mood you have in mind",
  },
  catering: {
    label: "Catering inquiry",
    name: "Full Name",
    legend: "The occasion",
    eventType: "Event type",
    otherEventType: "Other event type",
    otherEventTypeExample: "A housewarming, a pooja…",
    cateringDate: "Catering date",
    guests: "Number of guests",
    budget: "Budget (₹)",
    /** {amount}: the least budget, in rupees. */
    budgetHint: "From {amount} for the whole event.",
    foodLegend: "Food and drink",
    cuisine: "Cuisine",
    otherCuisine: "Other cuisine",
    otherCuisineExample: "Konkani seafood, Awadhi…",
    menu: "Menu style",
    customMenu: "Custom menu",
    customMenuExample: "Live counters, then a plated dessert",
    dietary: "Dietary requirements",
    dietaryExample: "Jain, vegan, no onion or garlic…",
    beverages: "Beverage services",
    specialRequests: "Special requests",
    specialRequestsExample: "A live chaat counter, a midnight snack round",
    details: "Additional details",
  },
  travel: {
    label: "Travel inquiry",
    name: "Name",
    legend: "Your trip",
    destination: "Destination",
    destinationExample: "Kedarnath, Ladakh, Kerala…",
    travelDate: "Travel date",
    travelers: "Number of travelers",
    budget: "Budget range",
    budgetExample: "₹60,000 for all of us",
    tourPackage: "Tour package",
    customPackage: "Custom package",
    customPackageExample: "Temples in the morning, treks after",
    accommodation: "Accommodation",
    otherAccommodation: "Other accommodation",
    otherAccommodationExample: "A houseboat, a homestay…",
    requirementsLegend: "Travel requirements",
    transport: "Preferred mode of transport",
    otherTransport: "Other mode of transport",
    otherTransportExample: "A helicopter to the shrine, a ferry…",
    travelClass: "Preferred travel class",
    assistanceLegend: "Special assistance",
    wheelchair: "Wheelchair accessibility",
    dietary: "Dietary requirements",
    dietaryExample: "Satvik, diabetic-friendly…",
    otherAssistance: "Other assistance",
    otherAssistanceExample: "A doli for the climb, a nurse…",
    travelRequests: "Additional travel requests",
    specialRequests: "Special requests",
    specialRequestsExample: "A quiet room, an early darshan, a birthday on the way",
  },
};
