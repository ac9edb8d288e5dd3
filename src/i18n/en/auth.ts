// The account pages and forms in English (docs/product.md A2, A5, A8; D7): login, sign-up,
// forgot and reset password, and the login / sign-up form the inquiry and membership dialogs
// load. Many of these texts are the specification's own; the browser tests
// (tests/e2e/accounts.spec.ts, inquiry.spec.ts) check them.
import captcha from "./captcha.ts";
import consent from "./consent.ts";
import dataNotice from "./data-notice.ts";
import { CAPTCHA_REQUIRED_MESSAGE } from "../../schemas/fields.ts";

/** What every account form says when something goes wrong. */
const failure = { errorTitle: "Error", errorFallback: "An error occurred" };

export default {
  login: {
    title: "Login",
    description: "Sign in to your Nova Experience account.",
    heading: "Login",
    lead: "Welcome back. Sign in to continue.",
  },
  signup: {
    title: "Sign up",
    description: "Create your Nova Experience account.",
    heading: "Sign Up",
    lead: "Create an account to send inquiries and become a member.",
  },
  forgotPassword: {
    title: "Forgot password",
    description: "Get a link to set a new password.",
    heading: "Forgot Password",
    lead: "Enter your email and we will send you a link to set a new password.",
  },
  resetPassword: {
    title: "Set a new password",
    description: "Choose a new password for your account.",
    heading: "Set a new password",
    lead: "Choose a new password of at least 8 characters.",
  },
  /** The page an address's confirmation link opens (decision 0043). */
  confirmEmail: {
    title: "Confirm your email address",
    description: "Confirm the email address of your account.",
    heading: "Confirm your email address",
    lead: "Confirm that this address is yours, and we will send your messages to it.",
  },
  /** The login / sign-up form (src/islands/auth/auth-form.tsx), by its mode. */
  form: {
    ...failure,
    /** The bot check, asked for after many wrong passwords (decision 0025). */
    captcha,
    captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
    fields: { name: "Name", email: "Email", phoneNo: "Phone", password: "Password" },
    forgotPassword: "Forgot Password",
    /** The WhatsApp boxes of the sign-up form (src/i18n/en/consent.ts). */
    whatsapp: consent.choices,
    /** Before the sign-up button: what the details are for, and the privacy notice (D27). */
    notice: dataNotice.signup,
    login: {
      /** The form's accessible name. */
      label: "Sign in",
      submit: "Sign In",
      success: "Login successful!",
      /** Before the link (or button) to the other mode. */
      other: "Don't have an account? ",
      switchTo: "Sign Up",
    },
    signup: {
      label: "Sign up",
      submit: "Sign Up",
      success: "Signup successful!",
      other: "Already have an account? ",
      switchTo: "Sign In",
    },
  },
  /** src/islands/auth/forgot-password-form.tsx */
  forgotForm: {
    ...failure,
    captcha,
    captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
    label: "Forgot password",
    email: "Email",
    submit: "Sent Reset Link",
    back: "Back to Login",
    sentTitle: "Reset link sent",
    sentText: "If an account exists for this email, you will receive a password reset link shortly.",
  },
  /** src/islands/auth/reset-password-form.tsx */
  resetForm: {
    ...failure,
    label: "Set a new password",
    password: "New password",
    confirm: "Confirm new password",
    submit: "Set new password",
    passwordsDiffer: "The passwords do not match.",
    missingToken: "This reset link is incomplete. Please open the link from the e-mail again.",
    requestNew: "Request a new link",
    updatedTitle: "Password updated",
    updatedText: "Log in with your new password.",
  },
  confirmForm: {
    ...failure,
    submit: "Confirm my address",
    missingToken: "This confirmation link is incomplete. Please open the link from the e-mail again.",
    confirmedTitle: "Address confirmed",
    toDashboard: "Go to your dashboard",
  },
};
