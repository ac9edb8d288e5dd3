// A grievance about how the business handles someone's personal data (docs/product.md D27;
// docs/decisions/0040-grievances.md): the closed sets, limits and messages, as plain constants
// that the grievance page's form reads without zod (grievance.ts has the schemas).

/** What a grievance is about: the operators sort by it, the person picks the nearest. */
export const GRIEVANCE_TOPICS = [
  { value: "access", label: "Seeing the data you hold about me" },
  { value: "correction", label: "Correcting my data" },
  { value: "erasure", label: "Erasing my data" },
  { value: "consent", label: "A consent, or messages I did not want" },
  { value: "use", label: "How my data was used or shared" },
  { value: "other", label: "Something else" },
] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number]["value"];
export const GRIEVANCE_TOPIC_VALUES = GRIEVANCE_TOPICS.map((topic) => topic.value) as [
  GrievanceTopic,
  ...GrievanceTopic[],
];

/**
 * Where a grievance stands: open until an operator marks it answered (the person got our
 * reply) or closed (nothing to answer: withdrawn, a duplicate, not about personal data).
 * Both end its clock; neither goes back to open.
 */
export const GRIEVANCE_STATUSES = ["open", "answered", "closed"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** What an operator can move an open grievance to. */
export const GRIEVANCE_OUTCOMES = ["answered", "closed"] as const;
export type GrievanceOutcome = (typeof GRIEVANCE_OUTCOMES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
};

/** The longest period the DPDP Rules, 2025 (rule 14(3)) allow for answering a grievance. */
export const GRIEVANCE_MAX_REPLY_DAYS = 90;

export const GRIEVANCE_MESSAGE_MAX = 5000;
export const GRIEVANCE_NOTE_MAX = 2000;

export const GRIEVANCE_MESSAGES = {
  topic: "Please choose what your grievance is about.",
  message: "Please tell us what went wrong.",
  messageTooLong: `Please keep your grievance under ${GRIEVANCE_MESSAGE_MAX} characters.`,
  filed: "Your grievance has been filed.",
  notFound: "Unknown grievance.",
  notOpen: "This grievance is already answered or closed.",
  outcome: "Please choose answered or closed.",
  noteTooLong: `Please keep the note under ${GRIEVANCE_NOTE_MAX} characters.`,
  status: "status must be open, answered or closed.",
} as const;

/** What POST /grievance answers: the reference to quote, and the day we reply by. */
export interface GrievanceFiled {
  message: string;
  reference: string;
  /** The last day of our reply (India, YYYY-MM-DD). */
  replyBy: string;
  /** The days we give ourselves (GRIEVANCE_REPLY_DAYS when it was filed). */
  replyDays: number;
}

/** A grievance in the admin panel's list (GET /grievance/admin). */
export interface AdminGrievance {
  _id: string;
  reference: string;
  name: string;
  email: string;
  /** Empty when none was given. */
  phone: string;
  topic: GrievanceTopic;
  message: string;
  /** The language it was written in: its acknowledgement's, and the reply's. */
  language: "en" | "hi";
  status: GrievanceStatus;
  createdAt: string;
  /** The last day of our reply (India, YYYY-MM-DD). */
  replyBy: string;
  /** Whole days since it was filed, by the business's calendar. */
  ageDays: number;
  /** Open past its reply-by day. */
  overdue: boolean;
  /** When it was marked answered or closed, and by whom; null while open. */
  closedAt: string | null;
  closedBy: string | null;
  /** The operator's note on what was done; "" for none. */
  note: string;
}

export interface AdminGrievanceList {
  grievances: AdminGrievance[];
  total: number;
  page: number;
  limit: number;
}
