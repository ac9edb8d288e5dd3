// The landing page's words in English (docs/product.md A1, A2, D12, D13) and the 404 page's.
// The section copy and the cards are in the landing collections (src/content/landing/); the
// figures in src/config/site.ts (LANDING_STATS), whose labels are their own English words.
import {
  LANDING_CONTACT_ERRORS,
  LANDING_CONTACT_TEXT,
  LANDING_RATING,
  LANDING_RATING_MAX,
  LANDING_REVIEWS,
} from "../../config/landing.ts";
import { CAPTCHA_REQUIRED_MESSAGE, SINGLE_LINE_MESSAGE } from "../../schemas/fields.ts";

export default {
  title: "Nova Experience",
  description:
    "Nova Experience is a creative design agency for startups, brands and businesses in India: UI/UX design, graphic design and full-stack web development, from first sketch to launch.",
  opensInNewTab: "(opens in a new tab)",
  hero: { enquire: "Enquire now", community: "Join Community" },
  ourWork: "Our Work",
  /** LANDING_STATS's labels as written there: only the Hindi has words here. */
  statLabels: {} as Record<string, string>,
  testimonials: {
    rating: `Rated ${LANDING_RATING} out of ${LANDING_RATING_MAX}`,
    reviews: `${LANDING_REVIEWS} reviews`,
    carousel: "carousel",
    carouselLabel: "Client testimonials",
    slide: "slide",
    slideLabel: (position: number, count: number) => `${position} of ${count}`,
    previous: "Previous testimonial",
    next: "Next testimonial",
  },
  contact: {
    preferToTalk: "Prefer to talk?",
    call: "Call",
    writeTo: "Write to",
    notPublished: "Your email address will not be published.",
    requiredMarked: "Required fields are marked*",
    name: "Full Name",
    email: "Email",
    phone: "Phone Number",
    message: "Message",
    honeypot: "Leave this field empty",
    errors: { ...LANDING_CONTACT_ERRORS, singleLine: SINGLE_LINE_MESSAGE },
    /** What the form's script says while and after sending (landing-contact-send.ts). */
    sender: { ...LANDING_CONTACT_TEXT, captchaRequired: CAPTCHA_REQUIRED_MESSAGE },
  },
  notFound: {
    title: "Page not found",
    description: "The page you asked for does not exist.",
    heading: "This page does not exist",
    text: "The address may be mistyped, or the page may have moved.",
    home: "Back to the home page",
  },
};
