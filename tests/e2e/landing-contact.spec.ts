// The landing page's contact form (docs/product.md D12) through the real API, as a visitor would send it:
// the message is stored and its acknowledgement reaches the (local) outbox.
import { join } from "node:path";
import { E2E_OPERATOR_EMAIL } from "../../playwright.config.ts";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { expect, test } from "./fixtures.ts";

test("a visitor sends the landing form; the operators get it and the visitor is thanked", async ({
  page,
}) => {
  const email = `visitor.${Date.now().toString(36)}@example.com`;
  await page.goto("/#contact-form");
  await page.getByLabel("Full Name").fill("Neha Kapoor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill("We need a new website for our bakery chain.");
  // The bot check (D18) appears once the visitor starts on the form.
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Send" }).click();

  await expect(page.getByText("Your inquiry has been sent successfully.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");

  const outbox = () => readLocalOutbox(join(process.env.E2E_DATA_DIR!, "mail"));
  await expect
    .poll(async () => (await outbox()).find((message) => message.to === email)?.subject)
    .toMatch(/^We received your message \(CON-[0-9A-Z]{8}\)$/);
  const reference = /CON-[0-9A-Z]{8}/.exec(
    (await outbox()).find((message) => message.to === email)!.subject,
  )![0];
  await expect
    .poll(async () =>
      (await outbox()).find(
        (message) => message.to === E2E_OPERATOR_EMAIL && message.subject.includes(reference),
      ),
    )
    .toMatchObject({ textBody: expect.stringContaining("We need a new website for our bakery chain.") });
});
