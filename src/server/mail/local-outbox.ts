// The stand-in for Postmark when no token is configured: each message becomes a readable
// .eml file and a .json file in DATA_DIR/mail (and each attachment a file beside them), and one
// log line with its links, so that a developer can open a reset link from the terminal and the
// browser tests can read it.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../log.ts";
import { encodeAddress, encodeHeaderText, headerProblem } from "./headers.ts";
import {
  type Attachment,
  type MailTransport,
  type OutgoingMessage,
  PermanentSendError,
  sendOneByOne,
} from "./transport.ts";

/** An attachment as the outbox keeps it: the file written beside the message. */
export interface LocalAttachment {
  name: string;
  contentType: string;
  size: number;
  /** The attachment's own file. */
  file: string;
}

export interface LocalOutboxEntry extends Omit<OutgoingMessage, "attachments"> {
  messageId: string;
  /** ISO time the message was written. */
  sentAt: string;
  /** Every http(s) link of the text body, in order. */
  links: string[];
  attachments: LocalAttachment[];
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
    const problem = headerProblem({
      From: message.from,
      To: message.to,
      Subject: message.subject,
      Tag: message.tag,
    });
    if (problem) throw new PermanentSendError(problem);
    const uuid = randomUUID();
    const messageId = `local-${uuid}`;
    const sentAt = nextStamp();
    const base = join(dir, `${sentAt.toISOString().replaceAll(":", "-")}-${uuid.slice(0, 8)}`);
    const links = findLinks(message.textBody);
    const { attachments = [], ...rest } = message;
    const entry: LocalOutboxEntry = {
      ...rest,
      messageId,
      sentAt: sentAt.toISOString(),
      links,
      attachments: attachments.map((file, index) => ({
        name: file.name,
        contentType: file.contentType,
        size: file.content.byteLength,
        file: `${base}-${index + 1}-${file.name.replace(/[^\w.-]+/g, "_")}`,
      })),
    };

    await mkdir(dir, { recursive: true });
    for (const [index, file] of attachments.entries())
      await writeFile(entry.attachments[index]!.file, file.content);
    await writeFile(`${base}.eml`, toEml(entry, attachments, sentAt), "utf8");
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

/**
 * A message as a mail client would store it: headers, then the text (and HTML) body, then
 * any attachments in base64. Every header value is one line (checked in send) and what is not
 * plain ASCII is encoded.
 */
function toEml(entry: LocalOutboxEntry, attachments: readonly Attachment[], date: Date): string {
  const headers = [
    `From: ${encodeAddress(entry.from)}`,
    `To: ${encodeAddress(entry.to)}`,
    `Subject: ${encodeHeaderText(entry.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${entry.messageId}@localhost>`,
    `X-Tag: ${encodeHeaderText(entry.tag)}`,
    "MIME-Version: 1.0",
  ];
  const body = bodyPart(entry);
  if (attachments.length === 0) return [...headers, ...body, ""].join("\r\n");
  const boundary = `mixed-${entry.messageId}`;
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    ...body,
    ...attachments.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.contentType}; name="${file.name}"`,
      `Content-Disposition: attachment; filename="${file.name}"`,
      "Content-Transfer-Encoding: base64",
      "",
      ...(Buffer.from(file.content)
        .toString("base64")
        .match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** The text (and HTML) of a message as a MIME part's headers and content. */
function bodyPart(entry: LocalOutboxEntry): string[] {
  if (entry.htmlBody === undefined) {
    return ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", entry.textBody];
  }
  const boundary = `alt-${entry.messageId}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    entry.textBody,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    entry.htmlBody,
    `--${boundary}--`,
  ];
}
