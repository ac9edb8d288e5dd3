// What the browser tests share: waiting for the islands, fresh addresses, the toasts on
// screen, the local outbox and axe.
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { expect } from "./fixtures.ts";

/** Waits until every island on the page has hydrated (STACK-NOTES: a click before does nothing). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

let counter = 0;
/** An address no other test (or earlier run on the same server) has used. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** A toast on screen (a status, or an alert when destructive) holding every one of `texts`. */
export function toastWith(page: Page, ...texts: string[]) {
  return texts.reduce((locator, text) => locator.filter({ hasText: text }), page.locator("[data-toast-id]"));
}

/** The e-mails the test server has written to its local outbox. */
export function outbox() {
  return readLocalOutbox(join(process.env.E2E_DATA_DIR!, "mail"));
}

/** axe finds nothing on the page, each violation named with where it is. */
export async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
