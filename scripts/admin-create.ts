// `npm run admin:create -- --email you@example.com [--role owner|sales|accounts] [--name "Your Name"]
//   [--phone 9876543210] [--reset-factor]`
// Creates a staff account (the owner unless --role says otherwise), or makes an existing account
// staff with that role and a new password (docs/product.md D5: staff come from this command, from
// ADMIN_EMAIL/ADMIN_PASSWORD or from the owner, never from sign-up; decision 0041). --reset-factor
// clears the second factor of an owner who lost both the phone and the recovery codes.
// The password comes from ADMIN_PASSWORD, or is asked for (input hidden), or read from
// standard input when it is not a terminal.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import * as z from "zod";
import { connectDatabase } from "../src/server/db/connect.ts";
import { ensureAdmin, seedPlans } from "../src/server/db/seed.ts";
import { loadEnv } from "../src/server/env.ts";
import { STAFF_ROLES } from "../src/schemas/staff.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    phone: { type: "string" },
    role: { type: "string", default: "owner" },
    "reset-factor": { type: "boolean", default: false },
  },
});

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write("Password (at least 12 characters): ");
    // Hide what is typed: echo nothing while the line is read.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => rl.once("line", resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return line;
}

const input = z
  .object({
    email: z.email("Give --email with a valid e-mail address"),
    name: z.string().trim().min(1).default("Administrator"),
    phoneNo: z
      .string()
      .regex(/^\d{10}$/, "--phone must be 10 digits")
      .default("0000000000"),
    password: z.string().min(12, "The password must be at least 12 characters"),
    staffRole: z.enum(STAFF_ROLES, { error: "--role must be owner, sales or accounts" }),
    resetFactor: z.boolean(),
  })
  .safeParse({
    email: values.email,
    name: values.name,
    phoneNo: values.phone,
    staffRole: values.role,
    resetFactor: values["reset-factor"],
    password: process.env.ADMIN_PASSWORD || (await askPassword()),
  });

if (!input.success) {
  process.stderr.write(`${input.error.issues.map((issue) => issue.message).join("\n")}\n`);
  process.exit(2);
}

const env = loadEnv();
const database = await connectDatabase(env);
try {
  await database.migrate();
  await seedPlans(database.db);
  const result = await ensureAdmin(database.db, input.data, { overwrite: true });
  process.stdout.write(
    result === "created"
      ? `Staff member ${input.data.email} (${input.data.staffRole}) created.\n`
      : `${input.data.email} is now staff (${input.data.staffRole}) with the new password.\n`,
  );
} finally {
  await database.close();
}
