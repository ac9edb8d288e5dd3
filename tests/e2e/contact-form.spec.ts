// 'Send Us a Message' on /contact-us as a visitor uses it (docs/product.md B2, B4, B5, B8, A4 and
// D14). The test server has no reCAPTCHA key, so the page shows the local stand-in widget and the
// API verifies its token.
import type { Page, Request, Route } from "@playwright/test";
import { LOCAL_CAPTCHA_TOKEN } from "../../src/schemas/contact.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, freshEmail, outbox } from "./helpers.ts";
import { FIELD_LIMITS } from "../../src/islands/contact/constants.ts";

const CONTACT_ROUTE = "**/api/v1/contact/create";
const CAPTCHA_MISSING = "Please complete the reCAPTCHA challenge.";
const SENT = "Your inquiry has been sent successfully.";

const card = (page: Page) => page.getByRole("region", { name: "Send Us a Message" });
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const robotCheck = (page: Page) => page.getByRole("checkbox", { name: "I'm not a robot" });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });

/** Opens the page and scrolls to the form, which hydrates once it is on screen. */
async function openForm(page: Page, path = "/contact-us") {
  await page.goto(path);
  await sendButton(page).scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
}

async function fillForm(
  page: Page,
  fields: { name: string; email: string; phone?: string; subject: string; message?: string },
) {
  await page.getByLabel("Name", { exact: true }).fill(fields.name);
  await page.getByLabel("Email Address", { exact: true }).fill(fields.email);
  await page.getByLabel("Phone Number (Optional)", { exact: true }).fill(fields.phone ?? "");
  await page.getByLabel("Subject", { exact: true }).selectOption({ label: fields.subject });
  await page.getByLabel("Message", { exact: true }).fill(fields.message ?? "");
}

async function expectEmptyForm(page: Page) {
  for (const label of ["Email Address", "Phone Number (Optional)", "Subject", "Message"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(robotCheck(page)).not.toBeChecked();
}

/** Every request the page makes to the contact endpoint. */
function countContactRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/contact/create")) requests.push(request);
  });
  return requests;
}

/** Takes an expected console message off the list the fixture fails on. */
function expectProblem(problems: string[], text: string) {
  const index = problems.findIndex((problem) => problem.startsWith(text));
  expect(index, `console message "${text}"`).toBeGreaterThanOrEqual(0);
  problems.splice(index, 1);
}

test("shows the specified fields, subjects, bot check and button", async ({ page }) => {
  await openForm(page);
  const form = card(page);
  for (const label of ["Name", "Email Address", "Phone Number (Optional)", "Subject", "Message"]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel("Email Address", { exact: true })).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("required", "");
  await expect(form.getByLabel("Subject", { exact: true })).toHaveAttribute("required", "");
  await expect(form.getByLabel("Phone Number (Optional)", { exact: true })).not.toHaveAttribute("required");
  await expect(form.getByLabel("Message", { exact: true })).not.toHaveAttribute("required");

  const options = form.getByLabel("Subject", { exact: true }).locator("option");
  await expect(options).toHaveText([
    "Select Subject",
    "General Inquiry",
    "Event Planning",
    "Travel & Tourism",
    "Partnerships",
    "Other",
  ]);
  expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual([
    "",
    "general",
    "event",
    "travel",
    "partnership",
    "other",
  ]);
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue("");

  await expect(robotCheck(page)).not.toBeChecked();
  await expect(form.getByText("Local test check (no reCAPTCHA key configured)")).toBeVisible();
  await expect(sendButton(page)).toHaveAttribute("type", "submit");
  // No key configured: nothing of Google's is loaded or allowed.
  await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
  expect(policy).not.toContain("gstatic");
});

test("sends a message through the API: Success, every field cleared, the sender thanked by e-mail", async ({
  page,
}) => {
  const requests = countContactRequests(page);
  const email = freshEmail("guest");
  await openForm(page);
  await fillForm(page, {
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    subject: "Event Planning",
    message: "A sangeet for 150 guests in Udaipur next February.",
  });
  await robotCheck(page).check();
  const answer = page.waitForResponse(CONTACT_ROUTE);
  await sendButton(page).click();

  const response = await answer;
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const body = response.request().postDataJSON() as Record<string, string>;
  expect(body).toEqual({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    subject: "event",
    message: "A sangeet for 150 guests in Udaipur next February.",
    capchaToken: expect.stringMatching(LOCAL_CAPTCHA_TOKEN),
  });

  const toast = notifications(page).getByRole("status");
  await expect(toast).toContainText("Success");
  await expect(toast).toContainText(SENT);
  await expectEmptyForm(page);
  await expect(sendButton(page)).toBeEnabled();

  // Stored and acknowledged: the acknowledgement goes to the address typed, with the reference.
  await expect
    .poll(async () => {
      const messages = await outbox();
      return messages.find((message) => message.to === email)?.textBody;
    })
    .toContain(reference);

  // The token went with the reset: sending again needs a new tick.
  await fillForm(page, { name: "Asha Rao", email, subject: "Other" });
  await sendButton(page).click();
  await expect(notifications(page).getByRole("alert")).toContainText(CAPTCHA_MISSING);
  expect(requests).toHaveLength(1);
});

test("refuses to send without the bot check: the specified error toast and no request", async ({ page }) => {
  const requests = countContactRequests(page);
  await openForm(page);
  await fillForm(page, { name: "Ravi Kumar", email: freshEmail("guest"), subject: "General Inquiry" });
  await sendButton(page).click();

  const toast = notifications(page).getByRole("alert");
  await expect(toast.locator("p")).toHaveText(["Error", CAPTCHA_MISSING]);
  expect(requests).toHaveLength(0);
  // What was typed stays.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ravi Kumar");
});

test("the browser asks for the required fields first, and nothing is sent meanwhile", async ({ page }) => {
  const requests = countContactRequests(page);
  const invalid = (label: string, flag: "valueMissing" | "typeMismatch") =>
    page
      .getByLabel(label, { exact: true })
      .evaluate((field, key) => (field as HTMLInputElement).validity[key], flag);
  await openForm(page);
  await robotCheck(page).check();

  await sendButton(page).click();
  expect(await invalid("Name", "valueMissing")).toBe(true);

  // The API's single-line rule and message, as the browser's own check: a tab pasted in.
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("Ravi\tKumar");
  await sendButton(page).click();
  expect(await name.evaluate((field) => (field as HTMLInputElement).validationMessage)).toBe(
    "Please keep this on one line.",
  );

  await name.fill("Ravi");
  expect(await name.evaluate((field) => (field as HTMLInputElement).validity.valid)).toBe(true);
  await page.getByLabel("Email Address", { exact: true }).fill("not-an-address");
  await sendButton(page).click();
  expect(await invalid("Email Address", "typeMismatch")).toBe(true);

  await page.getByLabel("Email Address", { exact: true }).fill(freshEmail("guest"));
  await sendButton(page).click();
  expect(await invalid("Subject", "valueMissing")).toBe(true);

  // Phone and message are optional: choosing a subject is all that is missing.
  expect(await invalid("Phone Number (Optional)", "valueMissing")).toBe(false);
  expect(await invalid("Message", "valueMissing")).toBe(false);
  expect(requests).toHaveLength(0);
});

test("shows 'Sending...' on a disabled button while the request runs; an empty message goes as a space", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_ROUTE, async (route) => {
    await released;
    await route.continue();
  });
  const email = freshEmail("guest");
  await openForm(page);
  await fillForm(page, { name: "Meera Nair", email, subject: "Travel & Tourism" });
  await robotCheck(page).check();
  const sent = page.waitForRequest(CONTACT_ROUTE);
  await sendButton(page).click();

  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  expect((await sent).postDataJSON()).toMatchObject({ phone: "", subject: "travel", message: " " });

  release();
  await expect(notifications(page).getByRole("status")).toContainText(SENT);
  await expect(sendButton(page)).toBeEnabled();
  await expect(sending).toHaveCount(0);
});

test("a server failure shows its err (else 'Something went wrong') with Dismiss and keeps the form", async ({
  page,
  pageProblems,
}) => {
  let answer: (route: Route) => Promise<void> = (route) =>
    route.fulfill({ status: 500, json: { err: "Our message desk is down. Please try again shortly." } });
  await page.route(CONTACT_ROUTE, (route) => answer(route));
  await openForm(page);
  await fillForm(page, {
    name: "Kabir Shah",
    email: freshEmail("guest"),
    subject: "Partnerships",
    message: "Hi",
  });
  await robotCheck(page).check();

  await sendButton(page).click();
  const toast = notifications(page).getByRole("alert");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("Our message desk is down. Please try again shortly.");
  expectProblem(pageProblems, "Failed to load resource: the server responded with a status of 500");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kabir Shah");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("partnership");
  await expect(robotCheck(page)).toBeChecked();
  await expect(sendButton(page)).toBeEnabled();
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toBeHidden();

  // No err: a JSON answer without one, or a proxy's error page.
  answer = (route) => route.fulfill({ status: 500, json: {} });
  await sendButton(page).click();
  await expect(toast.locator("p")).toHaveText(["Error", "Something went wrong"]);
  await expect(toast.getByRole("button", { name: "Dismiss" })).toBeVisible();
  expectProblem(pageProblems, "Failed to load resource: the server responded with a status of 500");
  await toast.getByRole("button", { name: "Dismiss" }).click();

  answer = (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" });
  await sendButton(page).click();
  await expect(toast.locator("p")).toHaveText(["Error", "Something went wrong"]);
  expectProblem(pageProblems, "Failed to load resource: the server responded with a status of 502");

  // A refused challenge must be solved again (a Google token is good for one check).
  answer = (route) => route.fulfill({ status: 400, json: { err: CAPTCHA_MISSING, captcha: "required" } });
  await sendButton(page).click();
  await expect(toast).toContainText(CAPTCHA_MISSING);
  await expect(robotCheck(page)).not.toBeChecked();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Hi");
});

test("a solved check is cleared and the widget reset 110000 ms after it was solved", async ({ page }) => {
  const requests = countContactRequests(page);
  await page.clock.install();
  await openForm(page);
  await fillForm(page, { name: "Nisha Verma", email: freshEmail("guest"), subject: "Other" });
  await robotCheck(page).check();

  await page.clock.fastForward(109_000);
  await expect(robotCheck(page)).toBeChecked();
  await page.clock.fastForward(1_000);
  await expect(robotCheck(page)).not.toBeChecked();

  await sendButton(page).click();
  await expect(notifications(page).getByRole("alert")).toContainText(CAPTCHA_MISSING);
  expect(requests).toHaveLength(0);

  // Unticking by hand drops the token as well.
  await robotCheck(page).check();
  await robotCheck(page).uncheck();
  await sendButton(page).click();
  await expect(notifications(page).getByRole("alert")).toContainText(CAPTCHA_MISSING);
  expect(requests).toHaveLength(0);
});

test("?subject=partnership preselects Partnerships (D14); an unknown subject leaves the placeholder", async ({
  page,
}) => {
  await openForm(page, "/contact-us?subject=partnership");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("partnership");
  await expect(page.getByLabel("Subject", { exact: true }).locator("option:checked")).toHaveText(
    "Partnerships",
  );

  await openForm(page, "/contact-us?subject=event");
  await expect(page.getByLabel("Subject", { exact: true }).locator("option:checked")).toHaveText(
    "Event Planning",
  );

  await openForm(page, "/contact-us?subject=weddings");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Subject", { exact: true }).locator("option:checked")).toHaveText(
    "Select Subject",
  );
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds no accessibility violations in the form (${theme}), ticked or not`, async ({ page }) => {
    await page.addInitScript((value) => {
      if (window === window.top) localStorage.setItem("vite-ui-theme", value);
    }, theme);
    await openForm(page, "/contact-us?subject=partnership");
    const scan = async () => {
      expect(await axeViolations(page, 'section[aria-labelledby="send-message-heading"]')).toEqual([]);
    };
    await scan();
    await robotCheck(page).check();
    await sendButton(page).click(); // the required fields are empty: the browser stops it
    await scan();
  });
}

test("a message near its limit: the box says how much room is left, when it is full, and that a paste was cut", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openForm(page);
  const message = card(page).getByLabel("Message");
  const max = FIELD_LIMITS.message;
  const limit = max.toLocaleString("en-IN");
  // Far from the limit it says nothing; near it, how much is left.
  await message.fill("a".repeat(max - max / 10 - 1));
  await expect(card(page).getByText(/characters left$/)).toHaveCount(0);
  await message.fill("a".repeat(max - 30));
  await expect(card(page).getByText("30 characters left")).toBeVisible();
  // A paste longer than the room: the browser keeps its start, and the box says so.
  await page.evaluate((text) => navigator.clipboard.writeText(text), "b".repeat(100));
  await message.press("End");
  await message.press("ControlOrMeta+V");
  await expect(message).toHaveValue(`${"a".repeat(max - 30)}${"b".repeat(30)}`);
  await expect(card(page).getByRole("status").filter({ hasText: "pasted" })).toHaveText(
    `Only the start of what you pasted fits: the limit is ${limit} characters.`,
  );
  await expect(card(page).getByText("0 characters left")).toBeVisible();
  // A key pressed after it: only that the box is full.
  await message.press("Backspace");
  await message.press("c");
  await expect(card(page).getByText(`You have reached the limit of ${limit} characters.`)).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await card(page).screenshot({ path: `test-results/contact-form/limit-${width}.png` });
  }
  // Sent, the form is emptied, and the box says nothing more.
  await fillForm(page, {
    name: "Asha Rao",
    email: freshEmail("long"),
    subject: "Event Planning",
    message: "a".repeat(max - 10),
  });
  await expect(card(page).getByText("10 characters left")).toBeVisible();
  await robotCheck(page).check();
  await sendButton(page).click();
  await expect(message).toHaveValue("");
  await expect(card(page).getByText(/characters left$/)).toHaveCount(0);
  await expect(card(page).getByText(/limit of/)).toHaveCount(0);
});

test("in Hindi, the room left is said in Hindi", async ({ page }) => {
  await page.goto("/hi/contact-us");
  const send = page.getByRole("button", { name: "संदेश भेजें" });
  await send.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const message = page.getByLabel("संदेश", { exact: true });
  await message.fill("a".repeat(FIELD_LIMITS.message - 10));
  await expect(page.getByText("10 अक्षर बाकी")).toBeVisible();
});
