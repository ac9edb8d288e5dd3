// The API description as the reference's pages read it (src/pages/api-reference.astro and
// src/pages/api-reference/[section].astro): its operations by group, its shapes, the answers
// every endpoint shares, and where on which page each of them is.
import {
  API_REFERENCE_PATH,
  API_SHAPES_PATH,
  API_TAGS,
  apiGroupPath,
  type ApiTag,
} from "../../config/api-reference.ts";
import { apiDescription } from "../../schemas/api/openapi.ts";
import type { JsonSchema } from "./schema-words.ts";

const METHODS = ["get", "post", "put", "patch", "delete"];

export const apiDocument = apiDescription() as {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> };
};

export interface ReferenceOperation {
  method: string;
  path: string;
  operation: JsonSchema;
  id: string;
}

const operations: ReferenceOperation[] = Object.entries(apiDocument.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ method, path, operation, id: String(operation.operationId) })),
);

/** Each group (OpenAPI tag) with its page and its operations, in the description's order. */
export const referenceGroups = (Object.entries(API_TAGS) as [ApiTag, string][]).map(([tag, title]) => ({
  tag,
  title,
  path: apiGroupPath(tag),
  operations: operations.filter(({ operation }) => (operation.tags as string[])[0] === title),
}));

export const referenceShapes = Object.entries(apiDocument.components.schemas);
export const sharedAnswers = Object.entries(apiDocument.components.responses);

/** The status each shared answer has wherever an operation refers to it. */
export const sharedAnswerStatus = new Map(
  operations.flatMap(({ operation }) =>
    Object.entries(operation.responses as Record<string, JsonSchema>).map(
      ([status, response]) =>
        [
          String(response.$ref ?? "")
            .split("/")
            .pop(),
          status,
        ] as const,
    ),
  ),
);

export const operationHref = (tag: ApiTag, id: string) => `${apiGroupPath(tag)}#op-${id}`;
export const shapeHref = (name: string) => `${API_SHAPES_PATH}#shape-${name}`;
export const sharedAnswerHref = (name: string) => `${API_REFERENCE_PATH}#response-${name}`;
