// `npm run admin:create -- --email you@example.com [--name "Your Name"] [--phone 9876543210]`
// Creates an admin account, or makes an existing account an admin with a new password (docs/product.md D5:
// admins come from this command or from ADMIN_EMAIL/ADMIN_PASSWORD, never from sign-up).
// The password comes from ADMIN_PASSWORD, or is asked for (input hidden), or read from
// standard input when it is not a terminal.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import * as z from "zod";
import { connectDatabase } from "../src/server/db/connect.ts";
import { ensureAdmin, seedPlans } from "../src/server/db/seed.ts";
import { loadEnv } from "../src/server/env.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, phone: { type: "string" } },
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
  })
  .safeParse({
    email: values.email,
    name: values.name,
    phoneNo: values.phone,
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
      ? `Admin ${input.data.email} created.\n`
      : `${input.data.email} is now an admin with the new password.\n`,
  );
} finally {
  await database.close();
}
