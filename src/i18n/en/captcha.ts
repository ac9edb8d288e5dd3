// The bot check's own words in English (src/client/captcha/widget.ts): the local stand-in's
// (test runs without a reCAPTCHA key) and what shows when Google's widget cannot load.
export default {
  notRobot: "I'm not a robot",
  localNote: "Local test check (no reCAPTCHA key configured)",
  loadFailed: "The reCAPTCHA check could not load. Please check your connection and reload the page.",
};
