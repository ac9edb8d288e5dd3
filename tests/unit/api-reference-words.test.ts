// The reference page's words for the API description's JSON Schemas (/api-reference).
import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  fieldsOf,
  innerObjects,
  isNullable,
  limitWords as limitsOf,
  typeParts,
  type JsonSchema,
} from "../../src/components/api-reference/schema-words.ts";
import en from "../../src/i18n/en/api-reference.ts";
import hi from "../../src/i18n/hi/api-reference.ts";
import { singleLine } from "../../src/schemas/rules.ts";

const json = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: "input" }) as JsonSchema;
/** The parts as read: a shape in [brackets], JSON's own names and values in `backticks`. */
const words = (schema: JsonSchema, said = en.schema) =>
  typeParts(schema, said)
    .map((part) => ("shape" in part ? `[${part.shape}]` : "code" in part ? `\`${part.code}\`` : part.text))
    .join("");
const limitWords = (schema: JsonSchema, said = en.schema) => limitsOf(schema, said);

describe("the API reference's words", () => {
  it("say a type in a few words, linking named shapes", () => {
    expect(words(json(z.uuid()))).toBe("`string (uuid)`");
    expect(words(json(z.literal("yearly")))).toBe('`"yearly"`');
    expect(words(json(z.enum(["a", "b"])))).toBe('one of `"a"`, `"b"`');
    expect(words(json(z.array(z.int())))).toBe("list of `integer`");
    expect(words(json(z.string().nullable()))).toBe("`string` or null");
    expect(words({ $ref: "#/components/schemas/Invoice" })).toBe("[Invoice]");
    expect(words({ type: "array", items: { $ref: "#/components/schemas/Quote" } })).toBe("list of [Quote]");
    expect(words({ anyOf: [{ $ref: "#/components/schemas/Quote" }, { type: "null" }] })).toBe(
      "[Quote] or null",
    );
    expect(words(json(z.record(z.string(), z.unknown())))).toBe("object with any fields");
    expect(words(json(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })])))).toBe(
      "one of these objects",
    );
    expect(isNullable(json(z.object({ a: z.string() }).nullable()))).toBe(true);
  });

  it("say the limits, with a pattern people know by its name", () => {
    expect(limitWords(json(singleLine().check(z.minLength(2), z.maxLength(100))))).toEqual([
      "2 to 100 characters",
      "one line (no line breaks, control characters or direction overrides)",
    ]);
    expect(
      limitWords(
        json(
          z
            .string()
            .min(1)
            .regex(/^\d{10}$/),
        ),
      ),
    ).toEqual(["not empty", "matches `^\\d{10}$`"]);
    expect(limitWords(json(z.int().min(1).max(100_000)))).toEqual(["1 to 100,000"]);
    expect(limitWords(json(z.array(z.string()).max(20)))).toEqual(["at most 20 items"]);
    expect(limitWords(json(z.string().default("")))).toEqual(['default `""`']);
  });

  it("say the same in Hindi on a Hindi page, JSON's own names and values kept", () => {
    expect(words(json(z.array(z.int())), hi.schema)).toBe("`integer` की सूची");
    expect(words(json(z.enum(["a", "b"])), hi.schema)).toBe('इनमें से एक: `"a"`, `"b"`');
    expect(words({ anyOf: [{ $ref: "#/components/schemas/Quote" }, { type: "null" }] }, hi.schema)).toBe(
      "[Quote] या null",
    );
    expect(limitWords(json(singleLine().check(z.minLength(2), z.maxLength(100))), hi.schema)).toEqual([
      "2 से 100 अक्षर",
      "एक ही पंक्ति (लाइन ब्रेक, कंट्रोल अक्षर या दिशा बदलने वाले अक्षर नहीं)",
    ]);
    expect(limitWords(json(z.array(z.string()).max(20)), hi.schema)).toEqual(["अधिकतम 20 आइटम"]);
  });

  it("list an object's fields, and spell out the objects inside a field", () => {
    const schema = json(
      z.strictObject({
        name: z.string(),
        lines: z.array(z.object({ amount: z.int() })),
        note: z.string().optional(),
      }),
    );
    expect(fieldsOf(schema)?.map((field) => [field.name, field.required])).toEqual([
      ["name", true],
      ["lines", true],
      ["note", false],
    ]);
    const lines = fieldsOf(schema)![1]!.schema;
    expect(innerObjects(lines).map((object) => Object.keys(object.properties as object))).toEqual([
      ["amount"],
    ]);
    expect(innerObjects({ $ref: "#/components/schemas/Invoice" })).toEqual([]);
  });
});
