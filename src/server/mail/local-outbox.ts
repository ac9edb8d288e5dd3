// The stand-in for Postmark when no token is configured: each message becomes a readable
// .eml file and a .json file in DATA_DIR/mail, and one log line with its links, so that a
// developer can open a reset link from the terminal and the browser tests can read it.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../log.ts";
import { type MailTransport, type OutgoingMessage, sendOneByOne } from "./transport.ts";

export interface LocalOutboxEntry extends OutgoingMessage {
  messageId: string;
  /** ISO time the message was written. */
  sentAt: string;
  /** Every http(s) link of the text body, in order. */
  links: string[];
}

/** The http(s) links of a text, without the sentence's punctuation that may follow them. */
export function findLinks(text: string): string[] {
  return Array.from(text.matchAll(/https?:\/\/[^\s<>"'`]+/g), ([link]) => link.replace(/[.,;:!?)\]}]+$/, ""));
}

// File names start with the time, so they sort in the order written; two messages in the
// same millisecond get distinct, increasing times.
let lastStamp = 0;
function nextStamp(): Date {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
}

export function createLocalOutboxTransport(options: { dir: string; log: Logger }): MailTransport {
  const { dir, log } = options;
  const send = async (message: OutgoingMessage) => {
    const uuid = randomUUID();
    const messageId = `local-${uuid}`;
    const sentAt = nextStamp();
    const base = join(dir, `${sentAt.toISOString().replaceAll(":", "-")}-${uuid.slice(0, 8)}`);
    const links = findLinks(message.textBody);
    const entry: LocalOutboxEntry = { ...message, messageId, sentAt: sentAt.toISOString(), links };

    await mkdir(dir, { recursive: true });
    await writeFile(`${base}.eml`, toEml(entry, sentAt), "utf8");
    // Written aside and renamed, so a reader never sees half a file.
    await writeFile(`${base}.json.tmp`, `${JSON.stringify(entry, null, 2)}\n`, "utf8");
    await rename(`${base}.json.tmp`, `${base}.json`);

    log.info("e-mail written to the local outbox", {
      to: message.to,
      subject: message.subject,
      file: `${base}.eml`,
      links,
    });
    return { messageId };
  };
  return {
    name: "outbox",
    send,
    sendBatch: (messages) => sendOneByOne(send, messages),
  };
}

/** The messages in the outbox folder, oldest first; empty when the folder does not exist. */
export async function readLocalOutbox(dir: string): Promise<LocalOutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as LocalOutboxEntry),
  );
}

/** A message as a mail client would store it: headers, then the text (and HTML) body. */
function toEml(entry: LocalOutboxEntry, date: Date): string {
  const headers = [
    `From: ${entry.from}`,
    `To: ${entry.to}`,
    `Subject: ${entry.subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${entry.messageId}@localhost>`,
    `X-Tag: ${entry.tag}`,
    "MIME-Version: 1.0",
  ];
  if (entry.htmlBody === undefined) {
    return [...headers, "Content-Type: text/plain; charset=utf-8", "", entry.textBody, ""].join("\r\n");
  }
  const boundary = `alt-${entry.messageId}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    entry.textBody,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "",
    entry.htmlBody,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
