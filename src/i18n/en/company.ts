// The company pages in English (docs/product.md B2, B9): about, membership, contact, the
// refund policy and the partner pages. Many of these texts are the specification's own; the
// browser tests (tests/e2e/company.spec.ts) check them.
import { PLANS, type PlanDefinition } from "../../config/plans.ts";
import { GRIEVANCE_REPLY_DAYS, SITE } from "../../config/site.ts";
import { RESPONSE_TIME } from "./response-time.ts";

/** A plan's describing texts as src/config/plans.ts writes them (it also seeds the database). */
function planTexts(slug: string): Pick<PlanDefinition, "description" | "features"> {
  const plan = PLANS.find((candidate) => candidate.slug === slug);
  if (!plan) throw new Error(`src/config/plans.ts has no plan "${slug}"`);
  return { description: plan.description, features: plan.features };
}

export default {
  about: {
    title: "About Us",
    description:
      "Who we are, our mission and our vision: Nova Experience plans events, catering, travel and pilgrimages across India from Jaipur.",
    eyebrow: "About Us",
    heading: "Hospitality with a Jaipur heart",
    lead: "We plan celebrations, meals and journeys across India the way we would for our own family: carefully, warmly and down to the last detail.",
    tabs: "About Nova Experience",
    nextHeading: "Have an occasion in mind?",
    nextText: "Tell us about it, or join as a member and save on every trip you take with us.",
    contact: "Contact Us",
    membership: "See membership plans",
  },
  membership: {
    title: "Membership",
    description:
      "Yearly Nova Experience membership: Essentials, Premium and Elite plans with booking discounts, lounge passes, discounted trips and seasonal offers.",
    eyebrow: "Membership",
    heading: "Travel more, pay less, all year",
    lead: "One yearly membership brings you member prices on every booking, airport lounge passes, discounted trips and the best seasonal offers. Choose the plan that fits how often you travel.",
    seePlans: "See the plans",
    plansHeading: "Membership Plans",
    plansNote: "Every plan is billed once a year in Indian rupees. Dollar prices are approximate.",
    joinHeading: "Start saving on your next trip",
    joinText:
      "Create your account in a minute, pick a plan and your member prices apply from your very next booking.",
    join: "Become a Member Today",
    faqHeading: "Frequently Asked Questions",
  },
  plan: {
    mostPopular: "Most popular",
    perYear: "per year",
    monthly: (amount: string) => `${amount} a month, billed yearly`,
    dollars: (amount: string) => `about ${amount} USD`,
    features: (plan: string) => `${plan} features`,
    choose: (plan: string) => `Choose ${plan}`,
    /** By the plan's slug; the names (Essentials, Premium, Elite) stay as they are. */
    texts: {
      essentials: planTexts("essentials"),
      premium: planTexts("premium"),
      elite: planTexts("elite"),
    },
  },
  contact: {
    title: "Contact Us",
    description:
      "Call, write or send Nova Experience a message about events, catering, travel or partnerships; find our office in Jaipur.",
    heading: "Contact Us",
    lead: "Weddings, corporate events, catering, holidays or pilgrimages: whatever you are planning, we are happy to help.",
    locationHeading: "Our Location",
    locationText: `Our office is in ${SITE.city}. Visits are by appointment, so please call or write before you come.`,
    map: `Map of ${SITE.city}`,
    messageHeading: "Send Us a Message",
    messageText: `Planning an event, a trip or a partnership? Tell us what you have in mind and we will get back to you ${RESPONSE_TIME}.`,
    call: "Call us",
    write: "Write to us",
  },
  refund: {
    title: "Refund Policy",
    description:
      "Nova Experience's payment, cancellation and refund policy for travel, events, catering and membership.",
    heading: "Payment, Cancellation and Refund Policy",
    lastUpdated: "Last updated",
    /** The date of the policy's last change: "4 Nov 2024". */
    date: (date: Date) =>
      new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(date),
    lead: "How much you pay and when, and what happens if your plans change, for each of our services.",
    sections: "Policy sections",
    onThisPage: "On this page",
  },
  privacy: {
    title: "Privacy Notice",
    description:
      "What Nova Experience keeps about you, why, who receives it, for how long, and your rights under India's DPDP Act, 2023.",
    heading: "Privacy Notice",
    lead: "What we keep about you when you ask, book or pay, why, who else sees it, for how long, and what you can ask of us.",
    sections: "Notice sections",
    contactHeading: "Whom to write to about your data",
    contactLead:
      "Write to this person to see, correct or erase your data, to withdraw a consent, to name someone to act for you, or with a complaint. If their answer does not satisfy you, you may complain to the Data Protection Board of India.",
    email: "E-mail",
    phone: "Phone",
    address: "Address",
    grievance: `Or file a grievance online: you get a reference at once, and our answer within ${GRIEVANCE_REPLY_DAYS} days.`,
    grievanceLink: "File a grievance",
  },
  terms: {
    title: "Terms of Use",
    description: "The terms of using Nova Experience's website, accounts, quotes, bookings and payments.",
    heading: "Terms of Use",
    lead: "The rules of using this website and of booking with us, in plain words.",
    sections: "Terms sections",
  },
  partners: {
    title: "Hospitality Partner",
    description:
      "Partner with Nova Experience: stays, catering and travel for trade fair organizers, and conferences, offsites and celebrations for companies.",
    eyebrow: "Hospitality Partner",
    heading: "Your hospitality partner for fairs and companies",
    lead: "Organisers and companies across India hand us the rooms, meals and journeys around their events. Here is what we do for each, and why they keep coming back.",
    tradeFair: "Trade Fair Organizer",
    corporate: "Corporate",
    partnerWithUs: "Partner with Us",
    moreTradeFair: "More for trade fair organizers",
    exploreCorporate: "Explore Corporate Partnership",
    contactHeading: "Let's host it together",
    contactText:
      "Whether you run a fair, a company or a venue, we would like to hear what you are planning. Tell us your dates and numbers, and we will reply with ideas and an honest quote.",
    getInTouch: "Get in Touch",
    sectionEyebrow: "Partner with Nova Experience",
    offer: "What We Offer",
    /** After an offering's title, before its description. */
    offeringEnd: ".",
    why: "Why Partner With Us",
    nextHeading: "Let's plan it together",
    nextText:
      "Tell us your dates, your numbers and what matters most to you. We reply with a plan and an honest quote.",
    all: "All partnerships",
  },
};
