// The API description, OpenAPI 3.1, written from the list of operations (operations.ts) with
// zod's own JSON Schema conversion: requests as the routes take them (zod's "input"), answers
// as the handlers give them ("output"). Served at GET /api/v1/openapi.json, drawn at
// /api-reference, and written to docs/api/openapi.json by `npm run api:describe`. Only
// z.toJSONSchema reads the schemas, so classic and mini schemas alike can be described.
import "../zod-setup.ts";
import * as z from "zod/mini";
import { API_TAGS } from "../../config/api-reference.ts";
import { API_BASE } from "../../config/app.ts";
import {
  API_OPERATIONS,
  COMMON_RESPONSES,
  commonResponsesOf,
  type AnySchema,
  type ApiOperation,
  type ApiResponse,
} from "./operations.ts";
import { API_SHAPES } from "./responses.ts";

export type JsonObject = { [key: string]: unknown };

export const SCHEMA_REF = "#/components/schemas/";
export const RESPONSE_REF = "#/components/responses/";

/** Bumped when the contract changes in a way a caller must know of. */
export const API_DESCRIPTION_VERSION = "1.0.0";

const DESCRIPTION = `JSON over HTTPS under ${API_BASE}. Paths and field names are those of the specification
(docs/product.md A7 and B7; the D-numbers below are its departures). Every failure is a JSON body \`{ "err": "<message for people>" }\`, with \`issues\` (one per field) on
validation errors. Every answer carries an \`X-Request-Id\` (a caller's own is kept when short and plain);
logs carry the same id. Signed-in calls send \`Authorization: Bearer <accessToken>\`; \`x-access\` says who may
call each operation (public, member: any signed-in account, admin: the role as the database has it).

Text is refused with a 400, never stored altered: a body that is not UTF-8, a lone surrogate or U+0000 in any
string or key, a %-escape that is not UTF-8 in the path or query, and a line break or other control character in
a single-line field. Days are YYYY-MM-DD days of the calendar; counts are whole JSON numbers.

This document is generated from the zod schemas the routes validate with and the answers' schemas the API tests
check every answer against (src/schemas/api/); do not edit a copy of it by hand.`;

/** zod writes its own regular expression beside these formats; the format is the contract. */
const FORMATS_WITHOUT_PATTERN = new Set(["date-time", "date", "uuid"]);

function conversion(io: "input" | "output") {
  return {
    target: "draft-2020-12",
    io,
    // A transform's output or a refinement has no JSON Schema: the input side says what to send.
    unrepresentable: "any",
    override: ({ jsonSchema }: { jsonSchema: JsonObject }) => {
      if (typeof jsonSchema.format === "string" && FORMATS_WITHOUT_PATTERN.has(jsonSchema.format)) {
        delete jsonSchema.pattern;
      }
      // z.int()'s safe-integer range goes without saying in JSON.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  } as const;
}

/** A standalone schema, every part inline: what a request's body, query or path takes. */
function requestSchema(schema: AnySchema): JsonObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, conversion("input")) as JsonObject;
  return json;
}

/**
 * Every answer's schema in one conversion, so that the named shapes (API_SHAPES) become
 * components.schemas and every answer refers to them instead of repeating them.
 */
function answerSchemas(responses: readonly ApiResponse[]) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of API_SHAPES) registry.add(schema, { id });
  const bodies = new Map<AnySchema, string>();
  for (const response of responses) {
    if (response.body && !registry.has(response.body) && !bodies.has(response.body)) {
      const id = `answer-${bodies.size + 1}`;
      bodies.set(response.body, id);
      registry.add(response.body, { id });
    }
  }
  const { schemas } = z.toJSONSchema(registry, {
    ...conversion("output"),
    uri: (id) => `${SCHEMA_REF}${id}`,
  });
  const clean = (id: string): JsonObject => {
    const { $id: _id, $schema: _dialect, ...json } = schemas[id] as JsonObject;
    return json;
  };
  if ("__shared" in schemas)
    throw new Error("an answer's schema has a part that is neither named nor inline");
  return {
    components: Object.fromEntries([...API_SHAPES.keys()].map((id) => [id, clean(id)])),
    /** The schema of an answer's body: a reference to a named shape, or the shape inline. */
    of(body: AnySchema): JsonObject {
      const named = registry.get(body)?.id;
      if (named && API_SHAPES.has(named)) return { $ref: `${SCHEMA_REF}${named}` };
      return clean(bodies.get(body)!);
    },
  };
}

function parameters(
  schema: AnySchema | undefined,
  where: "path" | "query",
  notes: Record<string, string> = {},
): JsonObject[] {
  if (!schema) return [];
  const json = requestSchema(schema) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description: _description, ...rest } = property;
    const description = notes[name] ?? property.description;
    return {
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function responseObject(response: ApiResponse, bodySchema: (body: AnySchema) => JsonObject): JsonObject {
  const headers = Object.entries(response.headers ?? {}).map(([name, header]) => [
    name,
    { description: header.description, required: header.required ?? false, schema: { type: header.type } },
  ]);
  const content = response.body
    ? { "application/json": { schema: bodySchema(response.body) } }
    : response.download === "application/pdf"
      ? { "application/pdf": {} }
      : response.download
        ? { [response.download]: { schema: { type: "string" } } }
        : undefined;
  return {
    description: response.description,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    ...(content ? { content } : {}),
  };
}

function operationObject(operation: ApiOperation, bodySchema: (body: AnySchema) => JsonObject): JsonObject {
  const common = commonResponsesOf(operation);
  const statuses = [
    ...new Set([...Object.keys(common), ...Object.keys(operation.responses)].map(Number)),
  ].sort((a, b) => a - b);
  const responses = Object.fromEntries(
    statuses.map((status) => {
      const own = operation.responses[status];
      if (own) return [String(status), responseObject(own, bodySchema)];
      return [String(status), { $ref: `${RESPONSE_REF}${common[status]}` }];
    }),
  );
  const inputs = [
    ...parameters(operation.params, "path", operation.parameterNotes),
    ...parameters(operation.query, "query", operation.parameterNotes),
  ];
  return {
    operationId: operation.id,
    tags: [API_TAGS[operation.tag]],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    "x-access": operation.access,
    ...(operation.permission ? { "x-permission": operation.permission } : {}),
    ...(operation.alsoPermission ? { "x-also-permission": operation.alsoPermission } : {}),
    ...(operation.access === "public" ? {} : { security: [{ bearer: [] }] }),
    ...(inputs.length > 0 ? { parameters: inputs } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: requestSchema(operation.body) } },
          },
        }
      : {}),
    responses,
  };
}

/** Every `$ref` in the document names something the document has. */
function assertReferencesResolve(document: JsonObject): void {
  const components = document.components as Record<string, Record<string, unknown>>;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "$ref") {
          const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(String(child)) ?? [];
          if (!kind || !name || !components[kind]?.[name])
            throw new Error(`unresolved reference ${String(child)}`);
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  visit(components);
}

/** The OpenAPI 3.1 document of these operations (by default, the API's). */
export function buildApiDescription(operations: readonly ApiOperation[] = API_OPERATIONS): JsonObject {
  const answers = answerSchemas([
    ...operations.flatMap((operation) => Object.values(operation.responses)),
    ...Object.values(COMMON_RESPONSES),
  ]);
  const paths: Record<string, JsonObject> = {};
  for (const operation of operations) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationObject(operation, answers.of),
    };
  }
  const document = {
    openapi: "3.1.0",
    info: { title: "Nova Experience API", version: API_DESCRIPTION_VERSION, description: DESCRIPTION },
    servers: [{ url: API_BASE }],
    tags: Object.values(API_TAGS).map((name) => ({ name })),
    paths,
    components: {
      schemas: answers.components,
      responses: Object.fromEntries(
        Object.entries(COMMON_RESPONSES).map(([name, response]) => [
          name,
          responseObject(response, answers.of),
        ]),
      ),
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
  assertReferencesResolve(document);
  return document;
}

let built: JsonObject | undefined;

/** The API's description, built once. */
export function apiDescription(): JsonObject {
  built ??= buildApiDescription();
  return built;
}
