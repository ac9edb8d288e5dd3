// The Hindi of src/i18n/en/field-limit.ts.
import type { FieldLimitText } from "../en/field-limit.ts";

const words: FieldLimitText = {
  left: "{count} अक्षर बाकी",
  leftOne: "1 अक्षर बाकी",
  full: "आप {max} अक्षरों की सीमा तक पहुँच गए हैं।",
  cut: "आपने जो चिपकाया, उसका केवल शुरू का हिस्सा आ सका: सीमा {max} अक्षर है।",
};

export default words;
