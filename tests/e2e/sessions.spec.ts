// Signed-in devices (issue 27; decision 0043): a member signed in on a laptop and a phone sees
// both on the dashboard, in short words and in both languages, signs the phone out from the
// laptop, and the phone is signed out at its next call.
import type { Browser } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { becomeMember, freshEmail, hydrated, logInThroughTheApi, toastWith } from "./helpers.ts";

const LAPTOP_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

async function device(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  return { context, page: await context.newPage() };
}

for (const lang of ["en", "hi"] as const) {
  const words =
    lang === "en"
      ? {
          dashboard: "/dashboard",
          heading: "Signed-in devices",
          laptop: "Safari on macOS",
          phone: "Chrome on Android",
          thisDevice: "This device",
          end: "Sign out Chrome on Android",
          ended: "Device signed out",
          /** When it was last used: the month in full and first, as the dashboard's other dates; a 24-hour clock. */
          when: /Last used [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}/,
        }
      : {
          dashboard: "/hi/dashboard",
          heading: "साइन इन किए हुए डिवाइस",
          laptop: "macOS पर Safari",
          phone: "Android पर Chrome",
          thisDevice: "यह डिवाइस",
          end: "Android पर Chrome से साइन आउट करें",
          ended: "डिवाइस से साइन आउट हो गया",
          when: /आख़िरी उपयोग: \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4} को \d{2}:\d{2} बजे/,
        };

  test(`${lang}: a member sees their two devices, signs the phone out, and the phone is signed out at its next call`, async ({
    browser,
  }) => {
    const laptop = await device(browser, LAPTOP_UA);
    const phone = await device(browser, PHONE_UA);
    try {
      const email = freshEmail(`devices-${lang}`);
      await becomeMember(laptop.page, "Meera Iyer", email);
      await logInThroughTheApi(phone.page, { email, password: "a long password" });

      await phone.page.goto(words.dashboard);
      await hydrated(phone.page);
      await expect(phone.page.getByRole("heading", { name: words.heading })).toBeVisible();

      await laptop.page.goto(words.dashboard);
      await hydrated(laptop.page);
      const devices = laptop.page.getByRole("region", { name: words.heading });
      const rows = devices.getByRole("listitem");
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: words.laptop })).toContainText(words.thisDevice);
      await expect(rows.filter({ hasText: words.phone })).not.toContainText(words.thisDevice);
      await expect(rows.first()).toContainText(words.when);
      await expect(rows.first()).not.toContainText(/\b[ap]m\b/i);

      await devices.getByRole("button", { name: words.end }).click();
      await expect(toastWith(laptop.page, words.ended)).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(words.laptop);

      // The phone's next call: its access token is refused, then its refresh token, and the
      // dashboard sends it away signed out.
      await phone.page.reload();
      await expect(phone.page).not.toHaveURL(/dashboard/);
      const saved = await phone.page.evaluate(() => localStorage.getItem("root") ?? "");
      expect(saved).not.toContain("accessToken");
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });
}
