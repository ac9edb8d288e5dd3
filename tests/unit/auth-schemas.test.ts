import { describe, expect, it } from "vitest";
import { DIALOG_MESSAGES, loginSchema, signupSchema } from "../../src/schemas/auth.ts";

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe("account schemas", () => {
  it("use the account pages' messages", () => {
    expect(
      firstMessages(signupSchema().safeParse({ name: "", email: "", phoneNo: "", password: "" })),
    ).toEqual({
      name: "Please fill out all required fields.",
      email: "Invalid email address",
      phoneNo: "Invalid phone number",
      password: "Please fill out all required fields.",
    });
  });

  it("use the dialog's messages inside the inquiry and membership dialogs", () => {
    const signup = signupSchema(DIALOG_MESSAGES);
    expect(firstMessages(signup.safeParse({ name: "", email: "", phoneNo: "", password: "" }))).toEqual({
      name: "Please fill out all required fields.",
      email: "Please fill out all required fields.",
      phoneNo: "Please fill out all required fields.",
      password: "Please fill out all required fields.",
    });
    expect(
      firstMessages(signup.safeParse({ name: "A", email: "a@b", phoneNo: "12345", password: "long enough" })),
    ).toEqual({
      email: "Please enter a valid email.",
      phoneNo: "Please enter a valid 10-digit phone number.",
    });
    expect(
      firstMessages(loginSchema(DIALOG_MESSAGES).safeParse({ email: "x y@z.co", password: "" })),
    ).toEqual({
      email: "Please enter a valid email.",
      password: "Please fill out all required fields.",
    });
  });

  it("accept the specification's simple e-mail pattern and exactly ten digits", () => {
    const ok = signupSchema().safeParse({
      name: "A",
      email: "a.b@c.co.in",
      phoneNo: "0123456789",
      password: "12345678",
    });
    expect(ok.success).toBe(true);
    for (const email of ["a@b", "a b@c.co", "a@b@c.co", "@c.co"]) {
      expect(loginSchema().safeParse({ email, password: "x" }).success, email).toBe(false);
    }
  });
});
