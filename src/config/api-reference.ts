// The API reference (/api-reference, drawn from the API description at build time): the
// groups its operations are filed under, each a page of its own, the shapes on another.
// One page per group keeps each page small enough for a phone (the whole reference in one
// page was 270 KB of HTML).

/** The operations' groups: the address of each one's page, and its title (the OpenAPI tag). */
export const API_TAGS = {
  service: "The service itself",
  accounts: "Accounts and sessions",
  memberships: "Memberships and payments",
  invoices: "Invoices and tax documents",
  inquiries: "Inquiries, quotes and deposits",
  messages: "Contact messages and project briefs",
  admin: "The admin panel",
} as const;
export type ApiTag = keyof typeof API_TAGS;

export const API_REFERENCE_PATH = "/api-reference";
/** The page of the objects several answers share. */
export const API_SHAPES_PATH = `${API_REFERENCE_PATH}/shapes`;

export const apiGroupPath = (tag: ApiTag) => `${API_REFERENCE_PATH}/${tag}`;

/** Every page of the reference: the overview, a page per group, the shapes. */
export const API_REFERENCE_ROUTES = [
  API_REFERENCE_PATH,
  ...(Object.keys(API_TAGS) as ApiTag[]).map(apiGroupPath),
  API_SHAPES_PATH,
] as const;
