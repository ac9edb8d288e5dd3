// What a text box with a limit says near it (src/islands/shared/characters-left.tsx), in English:
// the browser stops typing at the limit and cuts a paste there without a word, so the box says
// how much room is left, and what was cut. src/i18n/hi/field-limit.ts is the Hindi.
export interface FieldLimitText {
  /** Under the box, once little room is left. */
  left: string;
  /** The same, with one character left. */
  leftOne: string;
  /** Said once the box is full. */
  full: string;
  /** Said when a paste did not fit whole. */
  cut: string;
}

const words: FieldLimitText = {
  left: "{count} characters left",
  leftOne: "1 character left",
  full: "You have reached the limit of {max} characters.",
  cut: "Only the start of what you pasted fits: the limit is {max} characters.",
};

export default words;
