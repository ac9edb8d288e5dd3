// npm run --silent whatsapp:templates: writes the table of WhatsApp templates into
// docs/whatsapp.md between its markers, from src/server/whatsapp/templates.ts and the words in
// both languages, formatted as Prettier formats it. A unit test fails while the two differ.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { TABLE_END, TABLE_START, templateTable } from "../src/server/whatsapp/template-docs.ts";

const file = fileURLToPath(new URL("../docs/whatsapp.md", import.meta.url));
const document = readFileSync(file, "utf8");
const start = document.indexOf(TABLE_START);
const end = document.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`${file} has no ${TABLE_START} ... ${TABLE_END} block`);
const written = `${document.slice(0, start + TABLE_START.length)}\n\n${templateTable()}\n\n${document.slice(end)}`;
const options = (await resolveConfig(file)) ?? {};
writeFileSync(file, await format(written, { ...options, filepath: file }));
console.error(`wrote ${file}`);
