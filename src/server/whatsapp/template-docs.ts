// The table of WhatsApp templates in docs/whatsapp.md, drawn from templates.ts and the words in
// both languages: `npm run --silent whatsapp:templates` writes it, and a unit test fails while
// the document says something else (tests/unit/whatsapp.test.ts).
import { TEMPLATE_WORDS, WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "./templates.ts";

/** Where the table sits in docs/whatsapp.md. */
export const TABLE_START = "<!-- templates:start (npm run --silent whatsapp:templates) -->";
export const TABLE_END = "<!-- templates:end -->";

export const TABLE_HEADER = ["template", "category", "parameters", "English", "Hindi"] as const;

/** One row per template: its cells as the document shows them. */
export function templateRows(): string[][] {
  const names = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[];
  return names.map((name) => {
    const declared = WHATSAPP_TEMPLATES[name];
    return [
      `\`${name}\``,
      declared.category,
      declared.params.map((param, index) => `{{${index + 1}}} ${param}`).join(", "),
      TEMPLATE_WORDS.en[name],
      TEMPLATE_WORDS.hi[name],
    ];
  });
}

/** The table in Markdown, header and rows (Prettier aligns it when the document is formatted). */
export function templateTable(): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(TABLE_HEADER), line(TABLE_HEADER.map(() => "---")), ...templateRows().map(line)].join("\n");
}

/** The cells of the table between the markers of a document, for comparison (alignment aside). */
export function tableCellsIn(document: string): string[][] {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) return [];
  return document
    .slice(start + TABLE_START.length, end)
    .split("\n")
    .filter((line) => line.trim().startsWith("|"))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, "")
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll("\\|", "|")),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)));
}
