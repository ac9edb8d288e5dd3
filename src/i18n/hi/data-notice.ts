// निजी जानकारी की सूचना: the notice before every form's submit button in Hindi, in the shape of
// src/i18n/en/data-notice.ts; its link leads to the Hindi privacy notice.
import { PRIVACY_NOTICE_PATH } from "../../config/site.ts";
import type en from "../en/data-notice.ts";
import type { DataNoticeText } from "../en/data-notice.ts";
import type { Words } from "../words.ts";

const notice = (text: string): DataNoticeText => ({
  text,
  link: "गोपनीयता सूचना",
  // The Hindi twin's path as lang.ts's pathInLang writes it, without that module: the sign-up
  // form's words load in the browser.
  href: `/hi${PRIVACY_NOTICE_PATH}`,
  newTab: "(नए टैब में खुलता है)",
});

export default {
  signup: notice(
    "हम आपके नाम, ईमेल और फ़ोन नंबर का उपयोग आपका खाता चलाने और आपकी पूछताछ व बुकिंग का जवाब देने के लिए करते हैं, जैसा हमारी {link} में बताया गया है।",
  ),
  inquiry: notice(
    "हम इन जानकारियों का उपयोग इस पूछताछ का जवाब देने और आपकी बुकिंग की योजना बनाने व बिल बनाने के लिए करते हैं, जैसा हमारी {link} में बताया गया है।",
  ),
  contact: notice(
    "हम इन जानकारियों का उपयोग केवल आपके संदेश का जवाब देने के लिए करते हैं, जैसा हमारी {link} में बताया गया है।",
  ),
  billing: notice(
    "हम इन जानकारियों का उपयोग आपका कर बीजक बनाने के लिए करते हैं, जिसे कर क़ानून के अनुसार हमें रखना होता है, जैसा हमारी {link} में बताया गया है।",
  ),
  profile: notice(
    "हम इन जवाबों का उपयोग केवल आपके लिए सही सुझाव देने के लिए करते हैं, जैसा हमारी {link} में बताया गया है।",
  ),
  grievance: notice(
    "हम इन जानकारियों का उपयोग केवल आपकी शिकायत की जाँच करने और आपको जवाब देने के लिए करते हैं, जैसा हमारी {link} में बताया गया है।",
  ),
  dataRequest: notice(
    "हम इस पते का उपयोग केवल उस पर लिंक भेजने और इस अनुरोध का जवाब देने के लिए करते हैं, जैसा हमारी {link} में बताया गया है।",
  ),
} satisfies Words<typeof en>;
