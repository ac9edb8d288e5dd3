// Lighthouse (mobile, simulated throttling) on every public page and on the signed-in pages
// (the member's dashboard, the invoices, the purchase summary and the admin panel), each in
// English and as its Hindi twin under /hi/ (the admin panel has none), served by
// the local server from dist/ as Netlify's CDN delivers it: HTTPS with HTTP/2 (a certificate
// made for the run, trusted by that Chromium only) and Brotli, in Debian's Chromium.
// Lighthouse's simulation models the protocol: over HTTP/1.1 every file opens one of six
// connections, each with its own handshakes, which is not how the site reaches a phone.
// --http1 measures plain HTTP/1.1 (as `npm start` serves) for comparison. The
// audits run in scripts/bench/lighthouse-worker.ts, its own process (a fresh Chromium per run;
// the signed-in pages get a session through the API, stored as the site stores it). Prints the
// four category scores, LCP, CLS and TBT per page and theme; with --runs N, the median of N runs.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { pastSecondFactor } from "./admin-lists.ts";
import { LANGS, pathInLang, type Lang } from "../../src/i18n/lang.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer } from "../../src/server/node.ts";
import { makeCertificate } from "../lib/certificate.ts";
import { eventInquiry } from "../../tests/fixtures/inquiries.ts";
import type { WorkerJob, WorkerPage, WorkerResult, WorkerRun } from "./lighthouse-worker.ts";
import { RAJASTHAN_BILLING } from "../../tests/fixtures/billing.ts";

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL("./lighthouse-worker.ts", import.meta.url));

/** One page's figures: a worker run's, or the medians of several. */
export interface LighthouseScores extends Omit<WorkerRun, "lcpElement"> {
  /** The largest paint's element in each run (one entry when every run agrees). */
  lcpElements: string[];
  route: string;
  theme: WorkerPage["theme"];
  /** Who was signed in, for the pages behind the sign-in. */
  signedInAs?: "member" | "admin";
}

const MEMBER = { email: "lighthouse.member@example.com", password: "lighthouse member password" };
const ADMIN = { email: "lighthouse.admin@example.com", password: "lighthouse admin password" };

/** The pages behind the sign-in, and who opens them. */
export const SIGNED_IN_PAGES: { route: string; path: string; as: "member" | "admin" }[] = [
  { route: "/dashboard", path: "/dashboard", as: "member" },
  { route: "/invoice", path: "/invoice", as: "member" },
  // The plan chosen on /membership arrives as ?plan= (the page then drops it from the address).
  { route: "/purchase", path: "/purchase?plan=premium", as: "member" },
  { route: "/admin-dashboard", path: "/admin-dashboard", as: "admin" },
];

type Caller = (path: string, body?: unknown, token?: string) => Promise<Record<string, unknown>>;

/** Calls the API as JSON, trusting the run's own certificate. */
function apiCaller(origin: string, ca?: string): Caller {
  return (path, body, token) =>
    new Promise((resolveAnswer, reject) => {
      const url = new URL(`/api/v1${path}`, origin);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const options = {
        method: payload === undefined ? "GET" : "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ca,
      };
      const done = (status: number, text: string) => {
        if (status >= 400) reject(new Error(`${path}: ${status} ${text}`));
        else resolveAnswer(JSON.parse(text) as Record<string, unknown>);
      };
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      const req = send(url, options, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => done(res.statusCode ?? 0, text));
      });
      req.on("error", reject);
      req.end(payload);
    });
}

/** A member with a paid plan (through the real purchase calls) and an inquiry to show. */
async function prepareMember(call: Caller): Promise<void> {
  const signup = await call("/user/create", {
    name: "Kavya Menon",
    phoneNo: "9876543210",
    ...MEMBER,
  });
  const token = String(signup.accessToken);
  const { subscriptions } = (await call("/subscription")) as { subscriptions: { _id: string }[] };
  const order = await call(
    "/payment/order",
    { subscriptionId: subscriptions[0]!._id, billing: RAJASTHAN_BILLING },
    token,
  );
  const paid = await call(
    "/payment/local-checkout",
    { razorpay_order_id: (order.order as { id: string }).id, outcome: "success" },
    token,
  );
  await call("/payment/verification", paid, token);
  await call("/inquiry/create_event", eventInquiry(), token);
}

/**
 * The admin's session past the second factor (decision 0041), as the panel sets it up at the
 * first sign-in: the panel itself is measured, not the question for the code. The worker renews
 * it before each run (a fresh 15-minute access token), and the renewals stay past the factor.
 */
async function staffSession(call: Caller): Promise<string> {
  const signedIn = await call("/user/login", ADMIN);
  const post = async (path: string, token: string, body?: unknown) => {
    try {
      return Response.json(await call(path, body ?? {}, token));
    } catch (error) {
      return new Response((error as Error).message, { status: 500 });
    }
  };
  return (await pastSecondFactor(post, String(signedIn.accessToken))).refreshToken;
}

/** Both languages: the English pages and their Hindi twins. */
export const LANGS_MEASURED: readonly Lang[] = LANGS;

/** The page opened for `path` (a route, perhaps with a query) in `lang`. */
const inLang = (path: string, lang: Lang) => {
  const [route = "/", query] = path.split("?");
  return query === undefined ? pathInLang(route, lang) : `${pathInLang(route, lang)}?${query}`;
};

/** Both of the site's themes: the dark default and the light one (the toggle's other choice). */
export const THEMES_MEASURED: readonly WorkerPage["theme"][] = ["dark", "light"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureLighthouse(
  runs = 1,
  routes: readonly string[] = PUBLIC_ROUTES,
  options: {
    signedIn?: boolean;
    themes?: readonly WorkerPage["theme"][];
    langs?: readonly Lang[];
    http1?: boolean;
  } = {},
): Promise<LighthouseScores[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const env = parseEnv({
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // A login per signed-in run, all from this machine.
    RATE_LIMIT_MULTIPLIER: "20",
  });
  const tls = options.http1 ? undefined : makeCertificate(dataDir);
  const server = await startServer({
    env,
    log: createLogger("silent"),
    ...(tls ? { tls: { key: tls.key, cert: tls.cert } } : {}),
  });
  const origin = server.url.replace("localhost", "127.0.0.1");
  try {
    const themes = options.themes ?? THEMES_MEASURED;
    const langs = options.langs ?? LANGS_MEASURED;
    // Each English page, then its Hindi twin (a page without one, the admin panel, once).
    const twins = (route: string) => [...new Set(langs.map((lang) => pathInLang(route, lang)))];
    const pages: (WorkerPage & { as?: "member" | "admin" })[] = themes.flatMap((theme) =>
      routes.flatMap((route) => twins(route).map((page) => ({ route: page, path: page, theme }))),
    );
    let staffRefreshToken: string | undefined;
    if (options.signedIn ?? true) {
      const call = apiCaller(origin, tls?.cert);
      await prepareMember(call);
      staffRefreshToken = await staffSession(call);
      for (const theme of themes) {
        for (const page of SIGNED_IN_PAGES) {
          for (const route of twins(page.route)) {
            const lang = route === page.route ? "en" : "hi";
            pages.push({
              ...page,
              route,
              path: inLang(page.path, lang),
              theme,
              signIn: page.as === "admin" ? "staff" : MEMBER,
            });
          }
        }
      }
    }
    const job: WorkerJob = {
      origin,
      runs,
      pages,
      ...(tls ? { trustedKey: tls.spki } : {}),
      ...(staffRefreshToken ? { staffRefreshToken } : {}),
    };
    const { stdout } = await run(process.execPath, [WORKER, JSON.stringify(job)], {
      env: {
        ...process.env,
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        // The worker's own API calls (the sign-in) trust the run's certificate.
        ...(tls ? { NODE_EXTRA_CA_CERTS: tls.certFile } : {}),
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    const results = JSON.parse(stdout) as WorkerResult[];
    return results.map(({ route, theme, runs: measured }) => {
      const pick = (f: (r: WorkerRun) => number) => median(measured.map(f));
      return {
        route,
        theme,
        signedInAs: pages.find((page) => page.route === route)?.as,
        performance: pick((r) => r.performance),
        accessibility: pick((r) => r.accessibility),
        bestPractices: pick((r) => r.bestPractices),
        seo: pick((r) => r.seo),
        lcpMs: pick((r) => r.lcpMs),
        fcpMs: pick((r) => r.fcpMs),
        cls: pick((r) => r.cls),
        tbtMs: pick((r) => r.tbtMs),
        lost: [...new Set(measured.flatMap((r) => r.lost))],
        lcpElements: [...new Set(measured.map((r) => r.lcpElement).filter(Boolean))],
      };
    });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLighthouse(results: LighthouseScores[], runs: number, http1 = false): void {
  const header = ["route", "theme", "perf", "a11y", "best", "seo", "FCP", "LCP", "CLS", "TBT"];
  const rows = results.map((r) => [
    r.signedInAs ? `${r.route} (signed in, ${r.signedInAs})` : r.route,
    r.theme,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.fcpMs / 1000).toFixed(2)} s`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${r.tbtMs.toFixed(0)} ms`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  process.stdout.write(
    `\nLighthouse, mobile, simulated throttling (${runs === 1 ? "one run" : `median of ${runs} runs`}), ` +
      `${http1 ? "over plain HTTP/1.1 (--http1)" : "over HTTPS, HTTP/2 and Brotli as Netlify serves"}; ` +
      "goal 100 / LCP <= 1.2 s / CLS <= 0.01\n",
  );
  process.stdout.write(`${[line(header), ...rows.map(line)].join("\n")}\n`);
  const lost = results.filter((r) => r.lost.length > 0);
  if (lost.length > 0) {
    process.stdout.write(
      `Audits that cost points (any run): ${lost.map((r) => `${r.route}, ${r.theme} (${r.lost.join(", ")})`).join("; ")}\n`,
    );
  }
  // The element each largest paint was, so that a slow LCP says what to look at.
  const late = results.filter((r) => r.lcpMs > 1200 && r.lcpElements.length > 0);
  if (late.length > 0) {
    process.stdout.write(
      `Largest paint of the pages above 1.2 s (any run): ${late.map((r) => `${r.route}, ${r.theme}: ${r.lcpElements.join(" | ")}`).join("; ")}\n`,
    );
  }
  if (results.some((r) => r.signedInAs)) {
    process.stdout.write(
      "The signed-in pages are noindex by design (never in search results): SEO below 100 there is expected.\n",
    );
  }
}
