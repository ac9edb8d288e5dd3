// Words for the JSON Schemas of the API description, for the reference page (/api-reference):
// a field's type in a few words (with the named shapes it refers to, to link them) and its
// limits as short phrases. Only the JSON Schema that z.toJSONSchema writes is read.
import { SINGLE_LINE_PATTERN } from "../../schemas/fields.ts";

export type JsonSchema = { [key: string]: unknown };

export interface SchemaField {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** A piece of a type's words: text, or the name of a shape to link to. */
export type TypePart = { text: string } | { shape: string };

const SHAPE_REF = /^#\/components\/schemas\/(.+)$/;

/** Patterns that have a name people know. */
const PATTERN_WORDS: Record<string, string> = {
  [SINGLE_LINE_PATTERN.source]: "one line (no line breaks, control characters or direction overrides)",
};

const asSchema = (value: unknown): JsonSchema | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as JsonSchema) : undefined;

const asSchemas = (value: unknown): JsonSchema[] =>
  Array.isArray(value)
    ? (value as unknown[]).map(asSchema).filter((item): item is JsonSchema => item !== undefined)
    : [];

export function shapeName(schema: JsonSchema): string | undefined {
  return typeof schema.$ref === "string" ? SHAPE_REF.exec(schema.$ref)?.[1] : undefined;
}

const isNull = (schema: JsonSchema) => schema.type === "null";

/** The members of an anyOf or oneOf, null left out (it is said as "or null"). */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  return [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)].filter((member) => !isNull(member));
}

export function isNullable(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("null") || [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)].some(isNull);
}

/** An object's fields, in the order written, or undefined when it lists none. */
export function fieldsOf(schema: JsonSchema): SchemaField[] | undefined {
  const properties = asSchema(schema.properties);
  if (!properties) return undefined;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.entries(properties).map(([name, value]) => ({
    name,
    required: required.includes(name),
    schema: asSchema(value) ?? {},
  }));
}

export function itemsOf(schema: JsonSchema): JsonSchema | undefined {
  return asSchema(schema.items);
}

const quoted = (value: unknown) => JSON.stringify(value);

function baseType(schema: JsonSchema): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === "string" && type !== "null",
  );
  return types.length > 0 ? types.join(" or ") : undefined;
}

/** The type in words: `string (uuid)`, `list of` Invoice, `"ok"`, `one of "a", "b"`, ... */
export function typeParts(schema: JsonSchema): TypePart[] {
  const parts = typePartsWithoutNull(schema);
  return isNullable(schema) ? [...parts, { text: " or null" }] : parts;
}

function typePartsWithoutNull(schema: JsonSchema): TypePart[] {
  const shape = shapeName(schema);
  if (shape) return [{ shape }];
  if ("const" in schema) return [{ text: quoted(schema.const) }];
  if (Array.isArray(schema.enum)) return [{ text: `one of ${schema.enum.map(quoted).join(", ")}` }];
  const members = alternatives(schema);
  if (members.length > 1 && members.every((member) => !shapeName(member) && fieldsOf(member))) {
    return [{ text: "one of these objects" }];
  }
  if (members.length > 0) {
    return members.flatMap((member, index) => [
      ...(index > 0 ? [{ text: " or " }] : []),
      ...typePartsWithoutNull(member),
    ]);
  }
  const type = baseType(schema);
  if (type === "array") {
    const items = itemsOf(schema);
    return items ? [{ text: "list of " }, ...typeParts(items)] : [{ text: "list" }];
  }
  if (type === "object" && !fieldsOf(schema)) {
    const values = asSchema(schema.additionalProperties);
    if (values && Object.keys(values).length > 0) return [{ text: "map of " }, ...typeParts(values)];
    return [{ text: "object with any fields" }];
  }
  if (type === "string" && typeof schema.format === "string") return [{ text: `string (${schema.format})` }];
  return [{ text: type ?? "any JSON value" }];
}

function range(min: unknown, max: unknown, unit: string): string | undefined {
  const low = typeof min === "number" ? min.toLocaleString("en-US") : undefined;
  const high = typeof max === "number" ? max.toLocaleString("en-US") : undefined;
  if (low !== undefined && high !== undefined) {
    return low === high ? `${low}${unit}` : `${low} to ${high}${unit}`;
  }
  if (low === "1" && unit) return "not empty";
  if (low !== undefined) return `at least ${low}${unit}`;
  if (high !== undefined) return `at most ${high}${unit}`;
  return undefined;
}

/** The limits a value must keep, as short phrases; a pattern or a value between backticks. */
export function limitWords(schema: JsonSchema): string[] {
  const words: string[] = [];
  const add = (phrase: string | undefined) => {
    if (phrase) words.push(phrase);
  };
  add(range(schema.minLength, schema.maxLength, " characters"));
  add(range(schema.minimum, schema.maximum, ""));
  add(range(schema.minItems, schema.maxItems, " items"));
  const patterns = [schema.pattern, ...asSchemas(schema.allOf).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
  for (const pattern of patterns) add(PATTERN_WORDS[pattern] ?? `matches \`${pattern}\``);
  if ("default" in schema) add(`default \`${quoted(schema.default)}\``);
  if (Array.isArray(schema.examples)) add(`e.g. ${schema.examples.map(quoted).join(", ")}`);
  return words;
}

/**
 * The inline objects under a schema that a reader needs spelled out: its own fields, its
 * list's items' or its alternatives'. Named shapes are linked, not repeated.
 */
export function innerObjects(schema: JsonSchema): JsonSchema[] {
  if (shapeName(schema)) return [];
  if (fieldsOf(schema)) return [schema];
  const items = itemsOf(schema);
  if (items) return innerObjects(items);
  return alternatives(schema).flatMap(innerObjects);
}
