// Holds every answer the API tests get to the API description (src/schemas/api/operations.ts):
// its status must be one the endpoint documents, its body must parse with the documented
// schema (strict objects: a field added or dropped fails), a file must come with its media
// type, and the documented headers must be there. testApp() runs it on every request, so the
// API tests are the description's drift check. Requests are routed here with the app's own
// route list, in its order, through Hono's router, so that an answer is judged against the
// endpoint that gave it.
import { Hono } from "hono";
import * as z from "zod";
import { API_OPERATIONS, responsesOf, type ApiOperation } from "../../src/schemas/api/operations.ts";
import { errorBody } from "../../src/schemas/api/responses.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { API_BASE } from "../../src/config/app.ts";

/** "/user/onboarding/{userId}/" -> "/user/onboarding/:userId", as Hono writes it (no trailing slash). */
export function routePath(documentedPath: string): string {
  return documentedPath.replace(/\{(\w+)\}/g, ":$1").replace(/(.)\/$/, "$1");
}

/** "/api/v1/project/" -> "/project" */
export function servedPath(honoPath: string): string {
  return honoPath.slice(API_BASE.length).replace(/(.)\/$/, "$1") || "/";
}

/** The app's routes (method and path below /api/v1), each once, in the order the app matches them. */
export function servedRoutes(): { method: string; path: string; handlers: unknown[] }[] {
  // Routes are registered when the app is built; nothing here runs a handler.
  const routes = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of createApp({} as AppDeps).routes) {
    if (route.method === "ALL") continue;
    const path = servedPath(route.path);
    const key = `${route.method} ${path}`;
    const known = routes.get(key) ?? { method: route.method, path, handlers: [] };
    known.handlers.push(route.handler);
    routes.set(key, known);
  }
  return [...routes.values()];
}

/** The documented operation of a served route, if any. */
export function operationOf(method: string, path: string): ApiOperation | undefined {
  return API_OPERATIONS.find(
    (operation) => operation.method.toUpperCase() === method && routePath(operation.path) === path,
  );
}

let router: Hono | undefined;

/** Answers a request with the id of the operation the app would route it to, or 404. */
function operationRouter(): Hono {
  if (router) return router;
  router = new Hono({ strict: false });
  for (const route of servedRoutes()) {
    const operation = operationOf(route.method, route.path);
    if (!operation) {
      throw new Error(`${route.method} ${route.path} is served but not in src/schemas/api/operations.ts`);
    }
    router.on(route.method, `${API_BASE}${route.path}`, (c) => c.text(operation.id));
  }
  return router;
}

const byId = new Map(API_OPERATIONS.map((operation) => [operation.id, operation]));

/** What is wrong with an answer, measured against the description; empty when nothing is. */
export async function answerProblems(method: string, url: string, response: Response): Promise<string[]> {
  const where = `${method} ${new URL(url, "http://api").pathname}`;
  // A HEAD is routed as its GET (and answered without a body, as Hono does).
  const routed = await operationRouter().request(url, { method: method === "HEAD" ? "GET" : method });
  const operation = routed.status === 200 ? byId.get(await routed.text()) : undefined;
  if (!operation) {
    // No endpoint: the app's own 404, or the body limit's 413, which holds before routing.
    if (response.status !== 404 && response.status !== 413) {
      return [`${where} matches no documented endpoint, yet answered ${response.status}`];
    }
    return bodyProblems(where, response, errorBody);
  }
  const label = `${where} (${operation.id}) answered ${response.status}`;
  const documented = responsesOf(operation)[response.status];
  if (!documented) {
    const listed = Object.keys(responsesOf(operation)).join(", ");
    return [`${label}, which its description does not list (${listed}): src/schemas/api/operations.ts`];
  }
  const problems: string[] = [];
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required && !response.headers.has(name)) problems.push(`${label} without its ${name} header`);
  }
  if (method === "HEAD") return problems;
  if (documented.download) {
    const type = response.headers.get("content-type") ?? "";
    const expected = documented.download.split(";")[0]!;
    if (!type.startsWith(expected)) problems.push(`${label} as ${type}, not ${expected}`);
    return problems;
  }
  if (documented.body) problems.push(...(await bodyProblems(label, response, documented.body)));
  return problems;
}

async function bodyProblems(label: string, response: Response, schema: z.core.$ZodType): Promise<string[]> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) return [`${label} as ${type || "no content type"}, not JSON`];
  const body: unknown = await response.clone().json();
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return [];
  return [
    `${label} with a body its description does not allow:\n${z.prettifyError(parsed.error)}\n` +
      `body: ${JSON.stringify(body).slice(0, 2000)}`,
  ];
}

/** Throws when an answer is not what the description says (see answerProblems). */
export async function expectDocumentedAnswer(method: string, url: string, response: Response): Promise<void> {
  const problems = await answerProblems(method, url, response);
  if (problems.length > 0) {
    throw new Error(`The API answered what its description does not say:\n${problems.join("\n")}`);
  }
}
