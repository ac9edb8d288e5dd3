// The API reference's own words in English (/api-reference and its pages): the frame around
// the API description. What the description says of each operation, field and answer is the
// API's technical text and stays as the API speaks it, in both languages (decision 0034).
import { API_TAGS } from "../../config/api-reference.ts";

export default {
  title: "API reference",
  description:
    "The JSON API behind the Nova Experience site: every endpoint, who may call it, what it takes and what it answers.",
  heading: "API reference",
  /** Around the API's base path, its version and the link to the description for tools. */
  intro: [
    "The JSON API behind this site, under ",
    ": every endpoint, who may call it, what it takes and what it answers. The same description for tools (OpenAPI 3.1, version ",
    "): ",
    ".",
  ],
  endpoints: "Endpoints",
  /** Around the link to the shapes page. */
  shapesNote: ["The objects several answers share are described once, by name, under ", "."],
  sharedHeading: "Answers shared by every endpoint",
  /** Around the link to the Error shape. */
  sharedNote: [
    "Each endpoint lists which of these it may give: the ones for bad input where it takes input, for a missing token where it needs one, and so on. Each body is an ",
    ".",
  ],
  header: "Header",
  /** Each group of operations' title, by its page. */
  groups: { ...API_TAGS } as Record<keyof typeof API_TAGS, string>,
  shapes: "Shapes",
  groupSummary: (group: string) =>
    `The API's endpoints for ${group.toLowerCase()}: who may call each, what it takes and what it answers.`,
  shapesSummary: "The objects that several answers of the API share, by name.",
  sections: (title: string) => `${title}: sections`,
  onThisPage: "On this page",
  pageTitle: (title: string) => `${title} | API reference`,
  operation: {
    who: {
      public: "Anyone",
      member: "A signed-in account (a bearer token)",
      admin: "An admin (a bearer token; the role as the database has it)",
    } as Record<string, string>,
    whoLabel: "Who may call it:",
    parameters: "Parameters",
    inPath: "in the path",
    inQuery: "in the query",
    optional: ", optional",
    body: "Body (JSON)",
    answers: "Answers",
    file: "A file:",
    answerBody: "Body:",
    shared: "Shared answers:",
    refused: "A field not listed here is refused.",
  },
  /**
   * A field's type and limits in words (components/api-reference/schema-words.ts): the JSON
   * types' own names (string, integer...) stay as JSON names them, in code.
   */
  schema: {
    or: " or ",
    orNull: " or null",
    oneOf: "one of {values}",
    oneOfObjects: "one of these objects",
    listOf: "list of {type}",
    list: "list",
    mapOf: "map of {type}",
    anyObject: "object with any fields",
    anyValue: "any JSON value",
    exactly: "{low}{unit}",
    between: "{low} to {high}{unit}",
    notEmpty: "not empty",
    atLeast: "at least {low}{unit}",
    atMost: "at most {high}{unit}",
    characters: " characters",
    items: " items",
    matches: "matches {pattern}",
    byDefault: "default {value}",
    example: "e.g. {values}",
    singleLine: "one line (no line breaks, control characters or direction overrides)",
  },
};
