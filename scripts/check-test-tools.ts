// The first step of `npm test`: the machine has what the browser and PDF tests need, said in
// one line before minutes go into the steps that come first. Debian's Chromium (Playwright
// never downloads a browser here), poppler-utils (pdftotext, pdfinfo read PDFs back) and
// openssl (the HTTPS server's test makes a certificate).
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** True when `file` exists and may be run. */
function runnable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const onPath = (command: string) =>
  (process.env.PATH ?? "").split(delimiter).some((dir) => dir && runnable(join(dir, command)));

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const missing: string[] = [];
if (!runnable(chromium)) missing.push("chromium");
if (!onPath("pdftotext") || !onPath("pdfinfo")) missing.push("poppler-utils");
if (!onPath("openssl")) missing.push("openssl");

if (missing.length > 0) {
  const where = runnable(chromium) ? "" : ` (no browser at ${chromium}; CHROMIUM_PATH names another)`;
  process.stderr.write(
    `npm test needs Debian's ${missing.join(", ")}${where}: run  sudo apt-get install -y ${missing.join(" ")}\n`,
  );
  process.exit(1);
}
