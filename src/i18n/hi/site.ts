// हर पृष्ठ का ढाँचा हिन्दी में: the frame of every page in Hindi (src/i18n/en/site.ts's shape).
import { SITE } from "../../config/site.ts";
import type en from "../en/site.ts";
import type { Words } from "../words.ts";

export default {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  back: "वापस",
  mainNav: "मुख्य",
  menu: "मेन्यू",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  accountNav: "खाता",
  footerNav: (heading: string) => `फ़ुटर: ${heading}`,
  social: `सोशल मीडिया पर ${SITE.name}`,
  opensInNewTab: "(नए टैब में खुलता है)",
  rights: (year: number) => `© ${year} ${SITE.name}. सर्वाधिकार सुरक्षित।`,
  hostedFrom: "जयपुर से योजना और मेज़बानी।",
  tagline: "आयोजन, कैटरिंग, यात्रा और तीर्थयात्रा: शुरू से अंत तक हमारी योजना।",
  switchTo: "Read in English",
  /**
   * On English pages, to a reader whose browser prefers Hindi (language-choice.astro): the
   * only Hindi words on an English page.
   */
  offer: { text: "यह पृष्ठ हिन्दी में भी है।", link: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद" },
  /** The page's notification region and its toasts' close button (docs/product.md A9). */
  notifications: "सूचनाएँ",
  dismiss: "बंद करें",
  theme: (theme: string, next: string) => `थीम: ${theme}। ${next} पर बदलें`,
  themeNames: { dark: "डार्क", light: "लाइट", system: "सिस्टम" },
  // Brand names stay as they are (src/config/navigation.ts): only the other labels are here.
  breadcrumbs: "आप यहाँ हैं",
  home: "होम",
  nav: {
    "About Us": "हमारे बारे में",
    About: "परिचय",
    Services: "सेवाएँ",
    Portfolio: "पोर्टफ़ोलियो",
    Contact: "संपर्क",
    Experiences: "अनुभव",
    "Our Brands": "हमारे ब्रांड",
    Membership: "सदस्यता",
    "Contact Us": "संपर्क करें",
    "Log in": "लॉग इन",
    Dashboard: "डैशबोर्ड",
    "Admin Panel": "एडमिन पैनल",
    Invoices: "इनवॉइस",
    Studio: "स्टूडियो",
    Hospitality: "आतिथ्य",
    Brands: "ब्रांड",
    "Work with us": "हमारे साथ काम करें",
    "All services": "सभी सेवाएँ",
    "Hospitality partners": "आतिथ्य साझेदार",
    "Trade fair organizers": "ट्रेड फ़ेयर आयोजक",
    "Corporate events": "कॉर्पोरेट आयोजन",
    "Our story": "हमारी कहानी",
    "Write to us": "हमें लिखें",
    "Refund policy": "रिफ़ंड नीति",
    "Privacy notice": "गोपनीयता सूचना",
    "File a grievance": "शिकायत दर्ज करें",
    "Terms of use": "उपयोग की शर्तें",
    "API reference": "API संदर्भ",
  },
} satisfies Words<typeof en>;
