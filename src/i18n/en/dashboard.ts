// The member's dashboard in English (docs/product.md B2, D15, D20, D21): its four views, the
// figures, the recent lists, the inquiries and their progress, the membership and the upcoming
// events. Many are the specification's texts; tests/e2e/dashboard.spec.ts checks them. The
// quote's words load with the quote (quote.ts).
import type { MemberViewId } from "../../config/dashboard.ts";
import type { InquiryStatus } from "../../schemas/admin.ts";
import type { CATERING_EVENT_TYPES, EVENT_TYPES, InquiryListItem } from "../../schemas/inquiry.ts";
import lists from "./lists.ts";
import type { Words } from "../words.ts";

type EventType = (typeof EVENT_TYPES)[number];
type CateringEventType = (typeof CATERING_EVENT_TYPES)[number];

const en = {
  title: "Dashboard",
  description: "Your Nova Experience dashboard.",
  /** The sidebar's views, each the heading of its page. */
  views: {
    dashboard: "Dashboard",
    invoices: "Invoices",
    inquiries: "Inquiries",
    "upcoming-events": "Upcoming Events",
    "your-data": "Your data",
  } satisfies Record<MemberViewId, string>,
  nav: "Dashboard",
  /** While the saved session is checked (SessionGate), and the sidebar's last button. */
  gateLoading: "Loading",
  logOut: "Log out",
  menu: "Dashboard menu",
  welcome: "Welcome, {name}.",
  yourInvoices: "Your invoices",
  yourInquiries: "Your inquiries",
  loadingInvoices: "Loading your invoices",
  loadingInquiries: "Loading your inquiries",
  /** In a recent list's place while the message above the figures says why. */
  notLoaded: "{what} could not be loaded.",
  /** The "Your data" view (D27) when its code could not be loaded. */
  yourDataFailed: "Your data could not be loaded.",
  /** Each empty list leads to where its first entry is made. */
  noInvoices: {
    text: "You have no invoices yet. They appear here once you buy a membership.",
    action: "See the membership plans",
  },
  noInquiries: {
    text: "You have not sent any inquiries yet. Tell us about an event, a meal or a trip.",
    action: "Browse our services",
  },
  /** How a card and the recent list name an inquiry's kind. */
  types: { event: "Event", catering: "Food", travel: "Travel" } satisfies Record<
    InquiryListItem["inquiry_type"],
    string
  >,
  /**
   * An inquiry's subject by its kind and event type (src/schemas/inquiry.ts). English shows the
   * API's own subject ("Wedding event", "Trip to Goa"): every template here is empty.
   */
  subjects: {
    travel: "",
    event: { wedding: "", birthday: "", corporate: "", other: "" } satisfies Record<EventType, string>,
    catering: { corporate: "", wedding: "", privateParty: "", other: "" } satisfies Record<
      CateringEventType,
      string
    >,
  },
  statuses: {
    new: "New",
    contacted: "Contacted",
    quoted: "Quoted",
    confirmed: "Confirmed",
    lost: "Lost",
  } satisfies Record<InquiryStatus, string>,
  overview: {
    summary: "Summary",
    counters: {
      invoices: "Total Invoices",
      inquiries: "Total Inquiries",
      revenue: "Total Revenue",
      clients: "Total Clients",
    },
    loading: "Loading",
    notAvailable: "Not available",
    recentActivity: "Recent Activity",
    recentInvoices: "Recent Invoices",
    recentInquiries: "Recent Inquiries",
    inquiriesCaption: "A list of your recent inquiries.",
    columns: { reference: "Reference", type: "Type", subject: "Subject", sent: "Sent", status: "Status" },
    account: "Your account",
    email: "Email",
    phone: "Phone",
  },
  /** Whether the account's address is confirmed (decision 0043). */
  confirmation: {
    unconfirmed:
      "Your email address is not confirmed yet: until you open the link we sent, we send it only the tax documents of your payments.",
    resend: "Send the link again",
    sentTitle: "Link sent",
    failed: "The link could not be sent",
  },
  /** The member's signed-in devices (decision 0043). */
  devices: {
    heading: "Signed-in devices",
    lead: "Where your account is signed in. End any device you do not recognise.",
    loading: "Loading your devices",
    failed: "Your devices could not be loaded: {message}",
    device: "{browser} on {system}",
    unknownBrowser: "A browser",
    unknownSystem: "an unknown device",
    from: "From {address}",
    signedIn: "Signed in {when}",
    lastUsed: "Last used {when}",
    thisDevice: "This device",
    end: "Sign out",
    endLabel: "Sign out {device}",
    endedTitle: "Device signed out",
    endFailed: "The device could not be signed out",
  },
  membership: {
    heading: "Your membership",
    loading: "Loading your membership",
    failed: "Your membership could not be loaded: {message}",
    none: "You are not a member yet.",
    seePlans: "See the membership plans",
    active: "Active",
    expired: "Expired",
    ends: "Ends on {date} · {left}",
    ended: "Ended on {date}",
    endsToday: "Ends today",
    dayLeft: "{days} day left",
    daysLeft: "{days} days left",
    renew: "Renew",
    renewLabel: "Renew your {plan} membership",
  },
  inquiries: {
    tabs: "Inquiry type",
    /** A booking the member cancelled: its status, instead of the operators' "Lost". */
    cancelled: "Cancelled",
    /** The tabs (docs/product.md B2: All, Travel, Food, Event); Food is catering. */
    filters: { all: "All", travel: "Travel", food: "Food", event: "Event" },
    noneOfKind: {
      travel: "You have not sent a travel inquiry yet.",
      food: "You have not sent a catering inquiry yet.",
      event: "You have not sent an event inquiry yet.",
    },
    browse: "Browse our services",
    showing: "Showing {shown} of {total}",
    showMore: "Show more",
    reference: "Reference",
    sent: "Sent",
    status: "Status",
    loadingProgress: "Loading its progress…",
  },
  /** An inquiry's timeline (D21): the last step is "Confirmed", or "Closed" when it was lost. */
  progress: {
    steps: {
      new: "Received",
      contacted: "Contacted",
      quoted: "Quoted",
      confirmed: "Confirmed",
      lost: "Closed",
    } satisfies Record<InquiryStatus, string>,
    label: "Progress of {reference}",
    notYet: "not yet",
    failed: "Its progress could not be loaded: {message}",
    loadingQuote: "Loading the quote…",
    seeQuote: "See the quote for {reference}",
    seeQuoteAndPayment: "See the quote and payment",
  },
  events: {
    loading: "Loading the events",
    none: "No events are planned just now. Our experiences run all year round.",
    explore: "Explore experiences",
    lead: "Gatherings we host in the months ahead. Come along, or make one yours.",
    exploreNow: "Explore Now",
    exploreNowLabel: "Explore Now: {name}",
    carousel: {
      label: "Upcoming events",
      carousel: "carousel",
      slide: "slide",
      stop: "Stop automatic slide show",
      start: "Start automatic slide show",
      previous: "Previous slide",
      next: "Next slide",
      position: "Slide {current} of {total}",
      slideLabel: "{index} of {total}",
    },
  },
  lists: lists.states,
  invoiceTable: lists.invoiceTable,
};

export default en;
export type DashboardWords = Words<typeof en>;
