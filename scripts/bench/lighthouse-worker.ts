// Runs Lighthouse's audits for scripts/bench/lighthouse.ts in a process of its own (so that the
// audits never share an event loop with the server they measure), one Node process for every
// run: Lighthouse's Node API, a fresh Chromium with a fresh profile per run (cold caches, as the
// CLI does). A page behind the sign-in gets its session the way the site keeps it: a fresh
// login through the API (the admin's: a renewal of a session past its second factor), written
// into localStorage "root" of the page's origin over the DevTools protocol before Lighthouse
// opens the page; Lighthouse then runs without its
// storage reset (which would sign the visitor out) on a profile that has loaded nothing else.
// The theme is chosen the same way, as the header's toggle stores it. Over HTTPS, Chromium
// trusts the one key the job names (the bench's own certificate) and no other.
// Input: one JSON argument (WorkerJob); output: one JSON array of WorkerResult on stdout.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { STORAGE_KEYS } from "../../src/config/app.ts";
import { CHROMIUM_ARGS } from "../lib/chromium-args.ts";

export interface WorkerPage {
  route: string;
  /** What is opened: the route, with a query when the page needs one. */
  path: string;
  /** Signs in with these before the page is opened ("staff": the job's staff session, renewed). */
  signIn?: { email: string; password: string } | "staff";
  /** The theme stored before the page is opened. */
  theme: "dark" | "light";
}

export interface WorkerJob {
  origin: string;
  runs: number;
  pages: WorkerPage[];
  /** The SHA-256 (base64) of the HTTPS server's public key, which Chromium is to trust. */
  trustedKey?: string;
  /** A staff session past its second factor, for the pages signed in as "staff". */
  staffRefreshToken?: string;
}

export interface WorkerRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** The weighted audits that cost points, as "category: audit-id". */
  lost: string[];
  /** What the largest paint was, as Lighthouse names the element ("" when it names none). */
  lcpElement: string;
}

export interface WorkerResult {
  route: string;
  theme: WorkerPage["theme"];
  runs: WorkerRun[];
}

/**
 * chrome-launcher's defaults (as Lighthouse's CLI starts Chrome), headless, and this machine's
 * flags, the browser tests' own (a few of them are among the defaults too: no matter).
 */
export const CHROMIUM_FLAGS = [
  "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument",
  "--disable-extensions",
  "--disable-component-extensions-with-background-pages",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-client-side-phishing-detection",
  "--disable-sync",
  "--metrics-recording-only",
  "--disable-default-apps",
  "--mute-audio",
  "--no-default-browser-check",
  "--no-first-run",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  "--disable-ipc-flooding-protection",
  "--password-store=basic",
  "--force-fieldtrials=*BackgroundTracing/default/",
  "--disable-hang-monitor",
  "--disable-prompt-on-repost",
  "--disable-domain-reliability",
  "--propagate-iph-for-testing",
  "--headless=new",
  ...CHROMIUM_ARGS,
];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Browser {
  port: number;
  close(): Promise<void>;
}

async function launchChromium(trustedKey?: string): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "lh-profile-"));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      ...CHROMIUM_FLAGS,
      ...(trustedKey ? [`--ignore-certificate-errors-spki-list=${trustedKey}`] : []),
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  const close = async () => {
    try {
      // Chromium's helpers are in its process group.
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
    await sleep(100);
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = join(profile, "DevToolsActivePort");
  for (let i = 0; i < 300; i += 1) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return { port, close };
    }
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  await close();
  throw new Error("Chromium did not start");
}

/** Evaluates `expression` in a new tab showing `url`, over the DevTools protocol. */
async function evaluateIn(port: number, url: string, expression: string): Promise<void> {
  const target = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?${encodeURIComponent(url)}`, { method: "PUT" })
  ).json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.addEventListener("open", done, { once: true });
    socket.addEventListener("error", fail, { once: true });
  });
  let id = 0;
  const send = (method: string, params: Record<string, unknown>) =>
    new Promise<{ result?: { result?: { value?: unknown } }; error?: { message: string } }>((done) => {
      const mine = (id += 1);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number };
        if (message.id !== mine) return;
        socket.removeEventListener("message", onMessage);
        done(message as never);
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    for (let i = 0; ; i += 1) {
      const state = await send("Runtime.evaluate", {
        expression: "location.href + ' ' + document.readyState",
        returnByValue: true,
      });
      if (state.result?.result?.value === `${url} complete`) break;
      if (i > 200) throw new Error(`${url} did not load`);
      await sleep(25);
    }
    const answer = await send("Runtime.evaluate", { expression, returnByValue: true });
    if (answer.error) throw new Error(answer.error.message);
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}

/** Logs in through the API and stores the session as the site does (localStorage "root"). */
/** The staff session's newest refresh token: each renewal spends the one before. */
let staffRefreshToken: string | undefined;

async function signIn(port: number, origin: string, credentials: NonNullable<WorkerPage["signIn"]>) {
  const staff = credentials === "staff";
  if (staff && !staffRefreshToken) throw new Error("a staff page, and the job holds no staff session");
  const response = await fetch(`${origin}/api/v1/user/${staff ? "auth/refresh" : "login"}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staff ? { refreshToken: staffRefreshToken } : credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { user, accessToken, refreshToken } = (await response.json()) as Record<string, unknown>;
  if (staff) staffRefreshToken = String(refreshToken);
  const root = JSON.stringify({ auth: { user, token: { accessToken, refreshToken } } });
  await store(port, origin, "root", root);
}

/** Writes one localStorage item of the origin, from a page that loads nothing the audited page needs. */
function store(port: number, origin: string, key: string, value: string) {
  return evaluateIn(
    port,
    `${origin}/api/v1/health`,
    `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`,
  );
}

async function auditOnce(origin: string, page: WorkerPage, trustedKey?: string): Promise<WorkerRun> {
  const browser = await launchChromium(trustedKey);
  try {
    await store(browser.port, origin, STORAGE_KEYS.theme, page.theme);
    if (page.signIn) await signIn(browser.port, origin, page.signIn);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: browser.port,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The theme and the session are in localStorage, which Lighthouse's reset would clear.
      disableStorageReset: true,
      // Not scored; a second less per run.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.route) throw new Error(`${page.route} ended on ${landed} (not signed in?)`);
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    const lost = Object.entries(lhr.categories).flatMap(([category, { auditRefs, score: value }]) =>
      Math.round((value ?? 0) * 100) === 100
        ? []
        : auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}: ${ref.id}`),
    );
    // The LCP breakdown insight's details hold the element as a node item.
    const lcpDetails = lhr.audits["lcp-breakdown-insight"]?.details as
      { items?: { type?: string; nodeLabel?: string; selector?: string }[] } | undefined;
    const lcpNode = lcpDetails?.items?.find((item) => item.type === "node");
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      fcpMs: numeric("first-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      tbtMs: numeric("total-blocking-time"),
      lost,
      lcpElement: lcpNode ? `${lcpNode.selector ?? ""} "${(lcpNode.nodeLabel ?? "").slice(0, 48)}"` : "",
    };
  } finally {
    await browser.close();
  }
}

/** Chromium's tracing fails now and then (NO_NAVSTART): one retry. */
async function audit(job: WorkerJob, page: WorkerPage): Promise<WorkerRun> {
  try {
    return await auditOnce(job.origin, page, job.trustedKey);
  } catch {
    return auditOnce(job.origin, page, job.trustedKey);
  }
}

const job = JSON.parse(process.argv[2] ?? "{}") as WorkerJob;
staffRefreshToken = job.staffRefreshToken;
const results: WorkerResult[] = [];
for (const page of job.pages) {
  const runs: WorkerRun[] = [];
  for (let i = 0; i < job.runs; i += 1) runs.push(await audit(job, page));
  results.push({ route: page.route, theme: page.theme, runs });
}
process.stdout.write(JSON.stringify(results));
