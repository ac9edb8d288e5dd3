// प्लान का चुनाव हिन्दी में: the plan choice's words in Hindi (src/i18n/en/plan-chooser.ts's shape).
import type en from "../en/plan-chooser.ts";
import type { Words } from "../words.ts";

export default {
  choose: "{plan} चुनें",
  intro: {
    login: "ख़रीदारी जारी रखने के लिए लॉग इन करें।",
    signup: "ख़रीदारी जारी रखने के लिए अपना खाता बनाइए। इसमें बस एक मिनट लगता है।",
  },
  loading: "लोड हो रहा है",
  close: "बंद करें",
  selectedRegion: "चुना गया प्लान",
  selected: "चुना गया प्लान:",
  clear: "चुनाव हटाएँ",
  continue: "ख़रीदारी जारी रखें",
} satisfies Words<typeof en>;
