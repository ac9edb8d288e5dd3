import { describe, expect, it } from "vitest";
import { arrayElements, type RecordedStatement, toPgbenchScript } from "../../scripts/bench/api-load.ts";

const statement = (text: string, values: (string | null)[], fields: string[] = [], rows: unknown[][] = []) =>
  ({ text, values, fields, rows, afterResponse: false }) satisfies RecordedStatement;

describe("the API's statements as a pgbench script", () => {
  // Two recordings of one request: an inquiry with its e-mail, in a transaction, then delivered.
  const first = [
    statement("begin", []),
    statement('insert into "inquiries" ("reference", "user_id", "city") values ($1, $2, $3) returning "id"', [
      "EVT-7K3M9Q2D",
      "11111111-1111-4111-8111-111111111111",
      null,
    ]),
    statement(
      'insert into "outgoing_emails" ("subject") values ($1) returning "id"',
      ["We received it (EVT-7K3M9Q2D)"],
      ["id"],
      [["aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"]],
    ),
    statement("commit", []),
    statement(
      `update "outgoing_emails" set "status" = $1, "provider_message_id" = $2, "sent_at" = to_char(now(), 'HH24:MI') where "id" = $3`,
      ["sent", "local-3b8e0f2c-0000-4000-8000-000000000001", "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"],
    ),
  ];
  const second = [
    first[0]!,
    statement(first[1]!.text, ["EVT-Q2D7K3M9", "11111111-1111-4111-8111-111111111111", null]),
    statement(
      first[2]!.text,
      ["We received it (EVT-Q2D7K3M9)"],
      ["id"],
      [["bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb"]],
    ),
    first[3]!,
    statement(first[4]!.text, [
      "sent",
      "local-77aa1234-0000-4000-8000-000000000002",
      "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
    ]),
  ];

  it("keeps every value a parameter, and varies what must differ per request", () => {
    const { script, defines } = toPgbenchScript(first, second);
    expect(script.split("\n")).toEqual([
      "\\set r random(1, 1000000000000000)",
      "begin;",
      // The reference: its common part around a fresh number; the member: a constant; null stays.
      'insert into "inquiries" ("reference", "user_id", "city") values ((:c1::text || :r::text), :c2, NULL) returning "id";',
      // The e-mail's id is returned here and used by the delivery below.
      `insert into "outgoing_emails" ("subject") values ((:c3::text || :r::text || :c4::text)) returning "id" \\gset s2_`,
      "commit;",
      // A literal with ":MI" would read as a variable: it is passed as a parameter too.
      `update "outgoing_emails" set "status" = :c5, "provider_message_id" = (:c6::text || :r::text), "sent_at" = to_char(now(), :c7) where "id" = :s2_id;`,
      "",
    ]);
    expect(defines).toEqual([
      "c1=EVT-",
      "c2=11111111-1111-4111-8111-111111111111",
      "c3=We received it (EVT-",
      "c4=)",
      "c5=sent",
      "c6=local-",
      "c7=HH24:MI",
    ]);
  });

  it("refuses recordings whose statements differ", () => {
    expect(() => toPgbenchScript(first, [...second].reverse())).toThrow();
  });

  it("gives an id the app made the same fresh value wherever it recurs, in arrays too", () => {
    // The inquiry and its two e-mails in one statement, then the e-mails claimed and sent.
    const ids = (x: string, y: string) => [
      `${x.repeat(8)}-${x.repeat(4)}-4${x.repeat(3)}-8${x.repeat(3)}-${x.repeat(12)}`,
      `${y.repeat(8)}-${y.repeat(4)}-4${y.repeat(3)}-8${y.repeat(3)}-${y.repeat(12)}`,
    ];
    const recording = (mail: string[], messageIds: string[], reference: string) => [
      statement(
        'with "queued" as (insert into "outgoing_emails" ("id") values ($1), ($2)) insert into "inquiries" ("reference") values ($3) returning "id"',
        [mail[0]!, mail[1]!, reference],
      ),
      statement('update "outgoing_emails" set "x" = 1 where "id" = any($1::uuid[]) returning "id"', [
        `{"${mail[0]}","${mail[1]}"}`,
      ]),
      statement(
        'update "outgoing_emails" set "m" = done.m from unnest($1::uuid[], $2::text[]) as done(id, m) where "id" = done.id',
        [`{"${mail[0]}","${mail[1]}"}`, `{"${messageIds[0]}","${messageIds[1]}"}`],
      ),
    ];
    const { script } = toPgbenchScript(
      recording(ids("a", "b"), ids("1", "2"), "EVT-AAAA"),
      recording(ids("c", "d"), ids("3", "4"), "EVT-BBBB"),
    );
    const uuid = (group: number) =>
      `('0000000${group}-0000-4000-' || substr(lpad(to_hex(:r::bigint), 16, '0'), 1, 4) || '-' || substr(lpad(to_hex(:r::bigint), 16, '0'), 5, 12))::uuid`;
    expect(script.split("\n")).toEqual([
      "\\set r random(1, 1000000000000000)",
      `with "queued" as (insert into "outgoing_emails" ("id") values (${uuid(1)}), (${uuid(2)})) insert into "inquiries" ("reference") values ((:c1::text || :r::text)) returning "id";`,
      `update "outgoing_emails" set "x" = 1 where "id" = any(ARRAY[${uuid(1)}, ${uuid(2)}]::uuid[]) returning "id";`,
      `update "outgoing_emails" set "m" = done.m from unnest(ARRAY[${uuid(1)}, ${uuid(2)}]::uuid[], ARRAY[${uuid(3)}, ${uuid(4)}]::text[]) as done(id, m) where "id" = done.id;`,
      "",
    ]);
  });

  it("reads pg's array literals, quoted or not", () => {
    expect(arrayElements('{"a","b,c","d\\"e"}')).toEqual(["a", "b,c", 'd"e']);
    expect(arrayElements("{1,2,3}")).toEqual(["1", "2", "3"]);
    expect(arrayElements("plain text")).toBeUndefined();
  });
});
