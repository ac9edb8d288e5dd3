// The stand-in for the Cloud API when no WhatsApp credentials are configured (outside
// production): each message becomes one JSON file in DATA_DIR/whatsapp holding exactly the
// request body the Cloud API would get, named by time and the message's local id, and one log
// line with the text as the phone would show it. The id is the one the webhook's statuses name,
// so a status can be tried by hand against a message written here (docs/whatsapp.md).
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LANGS, type Lang } from "../../i18n/lang.ts";
import type { Logger } from "../log.ts";
import { renderTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "./templates.ts";
import type { WhatsAppTransport } from "./transport.ts";

export interface LocalWhatsAppEntry {
  /** The message's id, as the Cloud API would have answered it. */
  messageId: string;
  file: string;
  /** The request body, as the Cloud API would have received it. */
  body: Record<string, unknown>;
}

// File names start with the time, so they sort in the order written.
let lastStamp = 0;
function nextStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString().replaceAll(":", "-");
}

export function createLocalWhatsAppTransport(options: { dir: string; log: Logger }): WhatsAppTransport {
  const { dir, log } = options;
  return {
    name: "outbox",
    async send(body) {
      try {
        const messageId = `wamid.local-${randomUUID()}`;
        const file = join(dir, `${nextStamp()}-${messageId}.json`);
        await mkdir(dir, { recursive: true });
        // Written aside and renamed, so a reader never sees half a file.
        await writeFile(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`, "utf8");
        await rename(`${file}.tmp`, file);
        log.info("WhatsApp message written to the local outbox", {
          to: body.to,
          text: readableText(body),
          file,
        });
        return { messageId };
      } catch (error) {
        return { error: `The local WhatsApp outbox could not be written: ${String(error)}` };
      }
    },
  };
}

/** What the recipient's phone would show for a stored request body (a template's or free text). */
export function readableText(body: Record<string, unknown>): string {
  const text = body.text as { body?: unknown } | undefined;
  if (typeof text?.body === "string") return text.body;
  const template = body.template as
    | {
        name?: string;
        language?: { code?: string };
        components?: { parameters?: { text?: string }[] }[];
      }
    | undefined;
  const name = template?.name;
  const lang = template?.language?.code;
  if (!name || !(name in WHATSAPP_TEMPLATES) || !LANGS.includes(lang as Lang)) return "";
  const params = (template.components?.[0]?.parameters ?? []).map((param) => param.text ?? "");
  return renderTemplate(name as WhatsAppTemplateName, lang as Lang, params);
}

/** The messages in the outbox folder, oldest first; empty when the folder does not exist. */
export async function readLocalWhatsAppOutbox(dir: string): Promise<LocalWhatsAppEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map(async (name) => ({
        messageId: name.slice(name.indexOf("wamid.")).replace(/\.json$/, ""),
        file: join(dir, name),
        body: JSON.parse(await readFile(join(dir, name), "utf8")) as Record<string, unknown>,
      })),
  );
}
