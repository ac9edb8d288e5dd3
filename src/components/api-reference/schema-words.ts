// Words for the JSON Schemas of the API description, for the reference page (/api-reference):
// a field's type in a few words (with the named shapes it refers to, to link them) and its
// limits as short phrases, in the page's language (src/i18n/<lang>/api-reference.ts schema);
// JSON's own type names and values stay as JSON writes them, as code. Only the JSON Schema that
// z.toJSONSchema writes is read.
import type en from "../../i18n/en/api-reference.ts";
import { fill, type Words } from "../../i18n/words.ts";
import { SINGLE_LINE_PATTERN } from "../../schemas/fields.ts";

export type SchemaWords = Words<(typeof en)["schema"]>;

export type JsonSchema = { [key: string]: unknown };

export interface SchemaField {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** A piece of a type's words: text, a JSON name or value (code), or the name of a shape to link to. */
export type TypePart = { text: string } | { code: string } | { shape: string };

const SHAPE_REF = /^#\/components\/schemas\/(.+)$/;

/** Patterns that have a name people know: their words' key. */
const PATTERN_WORDS: Record<string, "singleLine"> = { [SINGLE_LINE_PATTERN.source]: "singleLine" };

/** `template`'s text around `{type}`, with the type's own parts in its place. */
function around(template: string, inner: TypePart[]): TypePart[] {
  const [before = "", after = ""] = template.split("{type}");
  return [...(before ? [{ text: before }] : []), ...inner, ...(after ? [{ text: after }] : [])];
}

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

/** JSON's own names of the value's types ("string", "integer"), null left out. */
function baseTypes(schema: JsonSchema): string[] {
  return (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === "string" && type !== "null",
  );
}

/** The type in words: `string (uuid)`, list of Invoice, `"ok"`, one of `"a"`, `"b"`, ... */
export function typeParts(schema: JsonSchema, words: SchemaWords): TypePart[] {
  const parts = typePartsWithoutNull(schema, words);
  return isNullable(schema) ? [...parts, { text: words.orNull }] : parts;
}

/** Parts one after the other, `or` between them. */
const either = (groups: TypePart[][], words: SchemaWords): TypePart[] =>
  groups.flatMap((group, index) => [...(index > 0 ? [{ text: words.or }] : []), ...group]);

function typePartsWithoutNull(schema: JsonSchema, words: SchemaWords): TypePart[] {
  const shape = shapeName(schema);
  if (shape) return [{ shape }];
  if ("const" in schema) return [{ code: quoted(schema.const) }];
  if (Array.isArray(schema.enum)) {
    const [before = "", after = ""] = words.oneOf.split("{values}");
    const values = schema.enum.flatMap((value, index) => [
      ...(index > 0 ? [{ text: ", " }] : []),
      { code: quoted(value) },
    ]);
    return [...(before ? [{ text: before }] : []), ...values, ...(after ? [{ text: after }] : [])];
  }
  const members = alternatives(schema);
  if (members.length > 1 && members.every((member) => !shapeName(member) && fieldsOf(member))) {
    return [{ text: words.oneOfObjects }];
  }
  if (members.length > 0) {
    return either(
      members.map((member) => typePartsWithoutNull(member, words)),
      words,
    );
  }
  const types = baseTypes(schema);
  if (types.length === 1 && types[0] === "array") {
    const items = itemsOf(schema);
    return items ? around(words.listOf, typeParts(items, words)) : [{ text: words.list }];
  }
  if (types.length === 1 && types[0] === "object" && !fieldsOf(schema)) {
    const values = asSchema(schema.additionalProperties);
    if (values && Object.keys(values).length > 0) return around(words.mapOf, typeParts(values, words));
    return [{ text: words.anyObject }];
  }
  if (types.length === 1 && types[0] === "string" && typeof schema.format === "string") {
    return [{ code: `string (${schema.format})` }];
  }
  if (types.length === 0) return [{ text: words.anyValue }];
  return either(
    types.map((type) => [{ code: type }]),
    words,
  );
}

function range(min: unknown, max: unknown, unit: string, words: SchemaWords): string | undefined {
  const low = typeof min === "number" ? min.toLocaleString("en-US") : undefined;
  const high = typeof max === "number" ? max.toLocaleString("en-US") : undefined;
  if (low !== undefined && high !== undefined) {
    return fill(low === high ? words.exactly : words.between, { low, high, unit });
  }
  if (low === "1" && unit) return words.notEmpty;
  if (low !== undefined) return fill(words.atLeast, { low, unit });
  if (high !== undefined) return fill(words.atMost, { high, unit });
  return undefined;
}

/** The limits a value must keep, as short phrases; a pattern or a value between backticks. */
export function limitWords(schema: JsonSchema, words: SchemaWords): string[] {
  const said: string[] = [];
  const add = (phrase: string | undefined) => {
    if (phrase) said.push(phrase);
  };
  add(range(schema.minLength, schema.maxLength, words.characters, words));
  add(range(schema.minimum, schema.maximum, "", words));
  add(range(schema.minItems, schema.maxItems, words.items, words));
  const patterns = [schema.pattern, ...asSchemas(schema.allOf).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
  for (const pattern of patterns) {
    const known = PATTERN_WORDS[pattern];
    add(known ? words[known] : fill(words.matches, { pattern: `\`${pattern}\`` }));
  }
  if ("default" in schema) add(fill(words.byDefault, { value: `\`${quoted(schema.default)}\`` }));
  if (Array.isArray(schema.examples)) {
    add(fill(words.example, { values: schema.examples.map((value) => `\`${quoted(value)}\``).join(", ") }));
  }
  return said;
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
