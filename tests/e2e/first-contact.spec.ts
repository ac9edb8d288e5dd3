// A first contact that keeps the customer (D26): a visitor may ask without an account from the
// inquiry dialog (WhatsApp with a message naming the service, the phone, the contact form with
// the service's subject), the sign-in view leads to Forgot Password, and a member who sends an
// inquiry sees its confirmation (reference, reply promise, the dashboard) instead of an
// emptied form; in English and in Hindi. Phone numbers are taken as Indians write them.
import { adminToken } from "./staff.ts";
import type { Page } from "@playwright/test";
import { SITE } from "../../src/config/site.ts";
import type { ConsentsView } from "../../src/schemas/consent.ts";
import { expect, forgive, test } from "./fixtures.ts";
import {
  axeViolations,
  becomeMember,
  dayFromToday,
  freshEmail,
  hydrated,
  outbox,
  shownPhone,
  toastWith,
} from "./helpers.ts";

/** The text a wa.me link opens WhatsApp with. */
const whatsappText = (href: string | null) => new URL(href ?? "").searchParams.get("text");

/** The contact messages whose e-mail is `email`, as the operators' panel lists them. */
async function storedMessages(page: Page, email: string) {
  const accessToken = await adminToken(page.request);
  const listed = await page.request.get(`/api/v1/contact/admin?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(listed.status()).toBe(200);
  return (await listed.json()) as { email: string; phoneNumber: string; subject: string; message: string }[];
}

/** The wedding inquiry of the event form, filled in the dialog. */
async function fillWedding(page: Page, form: ReturnType<Page["getByRole"]>) {
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Event type").selectOption({ label: "Wedding" });
  await field("Event date").fill(await dayFromToday(page, 60));
  await field("Number of guests").fill("200");
  await field("Budget range").fill("₹10–12 lakh");
}

test("a visitor asks without an account: WhatsApp naming the service, the phone, and the contact form with its subject", async ({
  page,
}) => {
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
  const dialog = page.getByRole("dialog", { name: "Event Management" });
  await expect(dialog.getByRole("form", { name: "Sign in" })).toBeVisible();

  const ask = dialog.getByRole("region", { name: "No account? Ask us directly" });
  const whatsapp = ask.getByRole("link", { name: "Ask on WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${SITE.whatsapp}\\?text=`));
  expect(whatsappText(await whatsapp.getAttribute("href"))).toBe(
    "Hello Nova Experience, I would like to know more about Weddings.",
  );
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(ask.getByRole("link", { name: `Call ${SITE.phone}` })).toHaveAttribute(
    "href",
    `tel:${SITE.phone.replaceAll(" ", "")}`,
  );
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Another service names itself.
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Travel & Tourism" }).click();
  await page.getByRole("link", { name: "Enquire now about Destination Management" }).click();
  const travel = page.getByRole("dialog", { name: "Travel & Tourism" });
  expect(whatsappText(await travel.getByRole("link", { name: "Ask on WhatsApp" }).getAttribute("href"))).toBe(
    "Hello Nova Experience, I would like to know more about Destination Management.",
  );
  await page.keyboard.press("Escape");

  // The contact form, no account: its subject is the service's, chosen already.
  await page.getByRole("tab", { name: "Event Management" }).click();
  await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
  await dialog.getByRole("link", { name: "Write to us without an account" }).click();
  await expect(page).toHaveURL("/contact-us?subject=event");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("event");

  const email = freshEmail("visitor");
  await page.getByLabel("Name", { exact: true }).fill("Rahul Verma");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  // A number the browser refuses before anything is sent, then one written the Indian way.
  const phone = page.getByLabel("Phone Number (Optional)", { exact: true });
  await phone.fill("+1 415 555 0100");
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    "Please enter a valid phone number.",
  );
  await phone.fill("+91 98765-43210");
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("");
  await page
    .getByLabel("Message", { exact: true })
    .fill("My parents' 40th anniversary in Jaipur, about 80 guests.");
  await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
  const answer = page.waitForResponse("**/api/v1/contact/create");
  await send.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await expect(toastWith(page, "Success", "Your inquiry has been sent successfully.")).toBeVisible();

  // It landed: the operators' list has it, with the ten digits, and the visitor is thanked.
  expect(await storedMessages(page, email)).toEqual([
    expect.objectContaining({
      email,
      phoneNumber: "9876543210",
      subject: "event",
      message: "My parents' 40th anniversary in Jaipur, about 80 guests.",
    }),
  ]);
  await expect
    .poll(async () => (await outbox()).find((mail) => mail.to === email)?.textBody)
    .toContain(reference);
});

test("the sign-in view of the dialog leads to Forgot Password", async ({ page }) => {
  await page.goto("/royal-alfresco");
  await hydrated(page);
  await page.getByRole("link", { name: "Book Your Outdoor Luxury Catering" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Food & Beverages" });
  const signIn = dialog.getByRole("form", { name: "Sign in" });
  // A brand's button names no service of its own: the message names the kind.
  expect(whatsappText(await dialog.getByRole("link", { name: "Ask on WhatsApp" }).getAttribute("href"))).toBe(
    "Hello Nova Experience, I would like to know more about Food & Beverages.",
  );
  await signIn.getByRole("link", { name: "Forgot Password" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
});

test("a member sends an inquiry and sees its confirmation: the reference, the reply promise, the dashboard", async ({
  page,
}) => {
  const { accessToken, user } = await becomeMember(page, "Kabir Malhotra");
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
  const dialog = page.getByRole("dialog", { name: "Event Management" });
  const form = dialog.getByRole("form", { name: "Event inquiry" });
  await fillWedding(page, form);
  // The phone as Indians write it: sent and kept as its ten digits.
  await form.getByLabel("Phone", { exact: true }).fill("098123-45670");
  await form.getByRole("button", { name: "Send Inquiry" }).click();

  // The specification's toast, and the confirmation in the form's place.
  await expect(toastWith(page, "Success", "Form submitted successfully!")).toBeVisible();
  const confirmation = dialog.getByRole("region", { name: "Thank you, we have your inquiry" });
  await expect(confirmation).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(confirmation.getByRole("heading", { name: "Thank you, we have your inquiry" })).toBeFocused();
  await expect(confirmation.getByText("We will get back to you within one business day.")).toBeVisible();
  const response = await page.request.get("/api/v1/inquiry/get_all_user_inquirys", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { events } = (await response.json()) as { events: { reference: string; phone: string }[] };
  expect(events).toHaveLength(1);
  const { reference } = events[0]!;
  expect(events[0]!.phone).toBe("9812345670");
  await expect(confirmation.getByText(reference, { exact: true })).toBeVisible();
  // The acknowledgement e-mail promises the same.
  await expect
    .poll(async () =>
      (await outbox()).find(
        (mail) => mail.subject.includes(reference) && mail.textBody.includes("within one business day"),
      ),
    )
    .toBeTruthy();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // WhatsApp updates, asked for from this page: the consent record keeps the choice and where.
  // The opt-in is about the account's number, as the consent record is.
  const optIn = confirmation.getByRole("button", {
    name: `Get updates on WhatsApp at ${shownPhone(user.phoneNo)}`,
  });
  await optIn.click();
  await expect(
    confirmation.getByText(`WhatsApp updates are on for ${shownPhone(user.phoneNo)}.`),
  ).toBeVisible();
  const consents = (await (
    await page.request.get("/api/v1/user/consents", { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json()) as ConsentsView;
  expect(consents.current.whatsapp.updates).toBe(true);
  expect(consents.history).toEqual([
    expect.objectContaining({ channel: "whatsapp", purpose: "updates", granted: true, source: "/services" }),
  ]);

  // Another inquiry starts from an empty form.
  await confirmation.getByRole("button", { name: "Send another inquiry" }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Event type", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Kabir Malhotra");

  // Sent again, its confirmation leads to that inquiry on the dashboard.
  await fillWedding(page, form);
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  const follow = confirmation.getByRole("link", { name: "Follow it on your dashboard" });
  const href = await follow.getAttribute("href");
  expect(href).toMatch(/^\/dashboard\?inquiry=EVT-[0-9A-Z]{8}#inquiries$/);
  const second = new URL(href!, "http://x").searchParams.get("inquiry")!;
  await expect(confirmation.getByText(second, { exact: true })).toBeVisible();
  await follow.click();
  await expect(page).toHaveURL(href!);
  await hydrated(page);
  await expect(page.getByRole("article").filter({ hasText: second })).toBeVisible();
});

test("the opt-in is not offered once given nor by a server without WhatsApp, and a failed one says so", async ({
  page,
  pageProblems,
}) => {
  const { accessToken, user } = await becomeMember(page, "Ira Sen");
  const choose = async (granted: boolean) => {
    const answer = await page.request.put("/api/v1/user/consents", {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { channel: "whatsapp", purpose: "updates", granted, source: "/dashboard" },
    });
    expect(answer.status()).toBe(200);
  };
  await choose(true);
  // The opt-in's own call fails as a server in trouble would answer it; the record is read as it is.
  await page.route("**/api/v1/user/consents", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 503, json: { err: "The service is unavailable. Please try again." } })
      : route.continue(),
  );
  await page.goto("/services");
  await hydrated(page);
  const sendOne = async () => {
    await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
    const dialog = page.getByRole("dialog", { name: "Event Management" });
    const form = dialog.getByRole("form", { name: "Event inquiry" });
    await fillWedding(page, form);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const confirmation = dialog.getByRole("region", { name: "Thank you, we have your inquiry" });
    await expect(confirmation).toBeVisible();
    return confirmation;
  };
  const first = await sendOne();
  await expect(first.getByRole("link", { name: "Follow it on your dashboard" })).toBeVisible();
  await expect(first.getByRole("button", { name: /WhatsApp/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await choose(false);
  const second = await sendOne();
  const optIn = second.getByRole("button", {
    name: `Get updates on WhatsApp at ${shownPhone(user.phoneNo)}`,
  });
  await optIn.click();
  await expect(toastWith(page, "Error", "The service is unavailable. Please try again.")).toBeVisible();
  await expect(optIn).toBeEnabled();
  forgive(pageProblems, /status of 503/);

  // A deployed server without WhatsApp's credentials sends none: its GET /channels answer (this
  // test server writes WhatsApp to a local outbox, so the answer is replaced) and no opt-in.
  await page.keyboard.press("Escape");
  await page.route("**/api/v1/channels", (route) => route.fulfill({ json: { whatsapp: false } }));
  await page.reload();
  await hydrated(page);
  const asked = page.waitForResponse("**/api/v1/channels");
  const third = await sendOne();
  await asked;
  await expect(third.getByRole("link", { name: "Follow it on your dashboard" })).toBeVisible();
  await expect(third.getByRole("button", { name: /WhatsApp/ })).toHaveCount(0);
});

test("in Hindi: the visitor's ways to ask, Forgot Password and the confirmation", async ({ page }) => {
  await page.goto("/hi/services");
  await hydrated(page);
  await page.getByRole("link", { name: "पूछताछ करें: शादियाँ" }).click();
  const dialog = page.getByRole("dialog", { name: "आयोजन प्रबंधन" });
  const ask = dialog.getByRole("region", { name: "खाता नहीं है? सीधे हमसे पूछें" });
  expect(whatsappText(await ask.getByRole("link", { name: "WhatsApp पर पूछें" }).getAttribute("href"))).toBe(
    "नमस्ते Nova Experience, मुझे इस सेवा के बारे में जानकारी चाहिए: शादियाँ",
  );
  await expect(ask.getByRole("link", { name: `${SITE.phone} पर फ़ोन करें` })).toBeVisible();
  await expect(ask.getByRole("link", { name: "बिना खाते के हमें लिखें" })).toHaveAttribute(
    "href",
    "/hi/contact-us?subject=event",
  );
  await expect(dialog.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute(
    "href",
    "/hi/forgot-password",
  );
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press("Escape");

  const sunita = await becomeMember(page, "सुनीता शर्मा");
  await page.reload();
  await hydrated(page);
  await page.getByRole("link", { name: "पूछताछ करें: शादियाँ" }).click();
  const form = dialog.getByRole("form", { name: "आयोजन की पूछताछ" });
  await form.getByLabel("आयोजन का प्रकार", { exact: true }).selectOption({ label: "शादी" });
  await form.getByLabel("आयोजन की तारीख़", { exact: true }).fill(await dayFromToday(page, 60));
  await form.getByLabel("मेहमानों की संख्या", { exact: true }).fill("250");
  await form.getByLabel("बजट", { exact: true }).fill("₹5–8 लाख");
  await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(toastWith(page, "भेज दिया गया", "आपकी पूछताछ हमें मिल गई है!")).toBeVisible();
  const confirmation = dialog.getByRole("region", { name: "धन्यवाद, आपकी पूछताछ हम तक पहुँच गई है" });
  await expect(confirmation.getByText("हम एक कामकाजी दिन के भीतर आपसे संपर्क करेंगे।")).toBeVisible();
  await expect(confirmation.getByText(/^EVT-[0-9A-Z]{8}$/)).toBeVisible();
  await expect(
    confirmation.getByRole("button", { name: `${shownPhone(sunita.user.phoneNo)} पर WhatsApp से अपडेट पाएँ` }),
  ).toBeVisible();
  await expect(confirmation.getByRole("link", { name: "अपने डैशबोर्ड पर इसकी स्थिति देखें" })).toHaveAttribute(
    "href",
    /^\/hi\/dashboard\?inquiry=EVT-[0-9A-Z]{8}#inquiries$/,
  );
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
