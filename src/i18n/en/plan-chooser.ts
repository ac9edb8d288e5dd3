// The membership page's plan choice in English (src/islands/membership/plan-chooser.tsx): the
// sign-in dialog's title and intro, and the bar of the selected plan. Plan names stay as they are.
export default {
  /** The dialog's title: "Choose Premium". */
  choose: "Choose {plan}",
  intro: {
    login: "Sign in to continue to your purchase.",
    signup: "Create your account to continue to your purchase. It takes a minute.",
  },
  loading: "Loading",
  close: "Close",
  selectedRegion: "Selected plan",
  /** Before the plan's name in the bar. */
  selected: "Selected plan:",
  clear: "Clear selection",
  continue: "Continue to purchase",
};
