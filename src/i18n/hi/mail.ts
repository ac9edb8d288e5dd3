// ईमेल हिन्दी में: the e-mails to members and visitors in Hindi (docs/product.md D25), in the
// shape of src/i18n/en/mail.ts. The values come filled in: amounts in ₹ with Indian grouping,
// dates as "22 नवंबर 2026", links to the Hindi pages. Words a person typed (a quote's note,
// a refund's reason, a booking's lines) stay as they were typed.
import { SERVER_REFUND_REASONS } from "../../config/document-phrases.ts";
import hiDocuments from "./tax-documents.ts";
import dashboard from "./dashboard.ts";
import { fill } from "../words.ts";
import { SITE } from "../../config/site.ts";
import { RESPONSE_TIME } from "./response-time.ts";
import { CANCELLATION_POLICY, FULL_REFUND_WORDS, type CancellationKind } from "../../config/cancellation.ts";
import type { TaxDocumentKind } from "../../schemas/tax-document.ts";
import type en from "../en/mail.ts";
import { GRIEVANCE_TOPIC_WORDS } from "./grievance-topics.ts";
import type { Words } from "../words.ts";
import { MEMBER_CANCELLATION_RULES_HI } from "./member-cancellation.ts";

/** The documents' names (docs/hindi-glossary.md); Hindi has no capitals, so the title is the name. */
const DOCUMENT_NAMES: Record<TaxDocumentKind, string> = {
  invoice: "कर बीजक",
  "receipt-voucher": "प्राप्ति वाउचर",
  "refund-voucher": "रिफ़ंड वाउचर",
  "credit-note": "क्रेडिट नोट",
  "payment-receipt": "भुगतान रसीद",
};

/** "आपका कर बीजक", "आपकी भुगतान रसीद": the document, said as the reader's own. */
const yourDocument = (kind: TaxDocumentKind) =>
  `${kind === "payment-receipt" ? "आपकी" : "आपका"} ${DOCUMENT_NAMES[kind]}`;

/** The reasons the server itself gives a refund, as the Hindi document page says them. */
const REFUND_REASONS: Record<string, string> = {
  [SERVER_REFUND_REASONS.cancellation]: hiDocuments.refundReasons.cancellation,
  [SERVER_REFUND_REASONS.provider]: hiDocuments.refundReasons.provider,
};

const INQUIRY_KINDS: Record<string, string> = { event: "आयोजन", catering: "कैटरिंग", travel: "यात्रा" };

const CONTACT_SUBJECTS: Record<string, string> = {
  general: "सामान्य पूछताछ",
  event: "आयोजन की योजना",
  travel: "यात्रा और पर्यटन",
  partnership: "साझेदारी",
  other: "अन्य",
};

const PROJECT_SERVICES: Record<string, string> = {
  "ui-ux-design": "UI/UX डिज़ाइन",
  "full-stack-development": "फ़ुल-स्टैक डेवलपमेंट",
  "visual-design": "विज़ुअल डिज़ाइन और ग्राफ़िक्स",
};

/**
 * The refund policy's words for each tier (src/config/cancellation.ts), as the Hindi refund
 * policy page says them (src/content/hi/refund-policy/), in the tiers' order.
 */
const POLICY: Record<CancellationKind, readonly string[]> = {
  travel: [
    "यात्रा से 30 दिन पहले तक: पैकेज मूल्य का 25% रद्दीकरण शुल्क।",
    "यात्रा से 30-7 दिन पहले: पैकेज मूल्य का 50% रद्दीकरण शुल्क।",
    "यात्रा से 7 दिन के भीतर: बुकिंग की राशि वापस नहीं होती।",
  ],
  event: [
    "आयोजन से 45+ दिन पहले: चुकाई गई राशि का 50% रिफ़ंड, अग्रिम राशि को छोड़कर।",
    "आयोजन से 45 दिन के भीतर: बुकिंग की राशि वापस नहीं होती।",
  ],
  catering: [
    "आयोजन से 14+ दिन पहले: अग्रिम राशि का 50% रिफ़ंड किया जाता है।",
    "आयोजन से 7-14 दिन पहले: अग्रिम राशि का 25% रिफ़ंड किया जाता है।",
    "आयोजन से 7 दिन के भीतर: कोई रिफ़ंड नहीं।",
  ],
};
const POLICY_RULES = new Map<string, string>([
  [FULL_REFUND_WORDS, "बुकिंग के 24 घंटे के भीतर: पूरा रिफ़ंड मिल सकता है।"],
  ...Object.entries(MEMBER_CANCELLATION_RULES_HI),
  ...Object.entries(CANCELLATION_POLICY).flatMap(([kind, rule]) =>
    rule.tiers.map((tier, index) => [tier.words, POLICY[kind as CancellationKind][index]!] as const),
  ),
]);

export default {
  hello: (name: string) => `नमस्ते ${name} जी,`,

  responseTime: RESPONSE_TIME,
  reach: (phone: string, whatsapp: string) =>
    phone === whatsapp
      ? `हमें कॉल करें या WhatsApp पर लिखें: ${phone}`
      : `हमें कॉल करें: ${phone}। WhatsApp: ${whatsapp}`,
  reachLead: "इस बीच कोई सवाल हो, तो हमें कॉल करें या WhatsApp पर लिखें।",
  footer: { phone: "फ़ोन", privacy: "गोपनीयता सूचना" },
  actions: {
    invoice: (kind: TaxDocumentKind) =>
      `${kind === "payment-receipt" ? "अपनी" : "अपना"} ${DOCUMENT_NAMES[kind]} खोलें`,
    bookingInvoice: "अपना कर बीजक खोलें",
    invoices: "अपने दस्तावेज़ देखें",
    renew: "सदस्यता का नवीनीकरण करें",
    quote: "कोटेशन देखें और भुगतान करें",
    pay: "डैशबोर्ड पर चुकाएँ",
    dashboard: "अपना डैशबोर्ड खोलें",
    reset: "नया पासवर्ड चुनें",
    confirmEmail: "मेरे पते की पुष्टि करें",
    dataRequest: "देखें कि आपके पास मेरा क्या डेटा है",
    signIn: "लॉग इन करें",
    call: "हमें कॉल करें",
    whatsapp: "WhatsApp पर लिखें",
  },

  documentName: (kind: TaxDocumentKind): string => DOCUMENT_NAMES[kind],
  documentTitle: (kind: TaxDocumentKind): string => DOCUMENT_NAMES[kind],
  linesInList: (first: string, more: number): string => `${first} और ${more} अन्य`,

  // The dashboard's words for what an inquiry is about, so that the e-mail and the page agree.
  inquirySubject: (kind: string, details: Record<string, unknown>): string => {
    const named = INQUIRY_KINDS[kind] ?? kind;
    // An erased inquiry keeps no answers: "यात्रा", the kind alone.
    if (kind === "travel")
      return details.travelDestination
        ? fill(dashboard.subjects.travel, { destination: String(details.travelDestination) })
        : named;
    const type = String(details.eventType ?? "");
    const other = String(details.otherEventType ?? "");
    const template = (dashboard.subjects as unknown as Record<string, Record<string, string> | undefined>)[
      kind
    ]?.[type];
    if (!type || (type === "other" && !other)) return named;
    return template ? fill(template, { other }) : `${type} (${named})`;
  },
  inquiryKind: (kind: string): string => INQUIRY_KINDS[kind] ?? kind,
  contactSubject: (value: string): string => CONTACT_SUBJECTS[value] ?? value,
  projectService: (value: string): string => PROJECT_SERVICES[value] ?? value,
  grievanceTopic: (value: string): string =>
    (GRIEVANCE_TOPIC_WORDS as Record<string, string>)[value] ?? value,

  invoice: {
    subject: (kind: TaxDocumentKind, number: string) => `${SITE.name}: ${yourDocument(kind)} ${number}`,
    thanksMembership: (plan: string) => `आपकी ${plan} सदस्यता के लिए धन्यवाद।`,
    thanksPayment: (what: string) => `आपके भुगतान के लिए धन्यवाद: ${what}।`,
    thanksBooking: (reference: string, subject: string) =>
      `${reference} (${subject}) के लिए आपके भुगतान का धन्यवाद।`,
    receivedAgainst: (title: string, serial: string, amount: string, invoiceNumber: string) =>
      `${title} ${serial}: कर बीजक ${invoiceNumber} के विरुद्ध ${amount} प्राप्त हुए, जिस पर GST लिया जा चुका है। PDF संलग्न है।`,
    paid: (title: string, serial: string, amount: string) =>
      `${title} ${serial}: ${amount} (GST सहित)। PDF संलग्न है।`,
    advancesDeducted: (total: string, numbers: readonly string[]) =>
      numbers.length === 1
        ? `यह बुकिंग के पूरे मूल्य ${total} का कर बीजक है; आपकी पहले चुकाई गई अग्रिम राशि (${numbers[0]}) इसमें से घटा दी गई है।`
        : `यह बुकिंग के पूरे मूल्य ${total} का कर बीजक है; आपकी पहले चुकाई गई अग्रिम राशियाँ (${numbers.join(", ")}) इसमें से घटा दी गई हैं।`,
    paymentReference: (id: string) => `भुगतान संदर्भ: ${id}`,
    membershipRuns: (from: string, to: string) => `आपकी सदस्यता ${from} से ${to} तक है।`,
    link: (kind: TaxDocumentKind, url: string) => `${yourDocument(kind)}, प्रिंट के लिए तैयार: ${url}`,
  },

  bookingInvoice: {
    subject: (kind: TaxDocumentKind, number: string, reference: string) =>
      `${SITE.name}: ${reference} के लिए ${yourDocument(kind)} ${number}`,
    thanks: (reference: string, subject: string) => `${reference} (${subject}) के लिए हमें चुनने का धन्यवाद।`,
    fullValue: (title: string, number: string, total: string) =>
      `${title} ${number} बुकिंग के पूरे मूल्य ${total} (GST सहित) का है। PDF संलग्न है।`,
    kept: (title: string, number: string, kept: string, reference: string) =>
      `रिफ़ंड नीति के अनुसार ${reference} रद्द होने पर ${kept} रखे गए। ${title} ${number} इसी राशि (GST सहित) का है: रद्दीकरण शुल्क पर उसी सेवा की तरह कर लगता है। PDF संलग्न है।`,
    advancesDeducted: (numbers: readonly string[]) =>
      numbers.length === 1
        ? `आपकी पहले चुकाई गई अग्रिम राशि (${numbers[0]}), उस पर चुकाए जा चुके GST के साथ, इसमें से घटा दी गई है।`
        : `आपकी पहले चुकाई गई अग्रिम राशियाँ (${numbers.join(", ")}), उन पर चुकाए जा चुके GST के साथ, इसमें से घटा दी गई हैं।`,
    due: (amount: string, dueBy: string | null) =>
      `अभी चुकाना बाकी: ${amount}${dueBy ? `, ${dueBy} तक` : ""}। इसे अपने डैशबोर्ड से चुकाएँ; आपको इस बीजक के विरुद्ध रसीद मिलेगी।`,
    nothingDue: "अब कुछ भी चुकाना बाकी नहीं है।",
    link: (url: string) => `आपका कर बीजक, प्रिंट के लिए तैयार: ${url}`,
  },

  creditNote: {
    subject: (documentName: string, number: string) => `${SITE.name} रिफ़ंड: ${documentName} ${number}`,
    refunded: (refunded: string, ofPaid: string | null, documentName: string, serial: string) =>
      ofPaid
        ? `${documentName} ${serial} पर चुकाए गए ${ofPaid} में से ${refunded} हमने रिफ़ंड कर दिए हैं।`
        : `${documentName} ${serial} पर चुकाए गए ${refunded} हमने रिफ़ंड कर दिए हैं।`,
    reason: (reason: string) => `कारण: ${REFUND_REASONS[reason] ?? reason}`,
    against: (title: string, number: string, invoiceNumber: string) =>
      `${title} ${number} कर बीजक ${invoiceNumber} के विरुद्ध है, जिसमें यह भुगतान शामिल था।`,
    attached: (title: string, number: string, businessDays: string) =>
      `${title} ${number} संलग्न है। हमारी रिफ़ंड नीति के अनुसार, रिफ़ंड ${businessDays} कामकाजी दिनों के भीतर उसी माध्यम में पहुँच जाएगा जिससे आपने भुगतान किया था।`,
    attachedByTransfer: (title: string, number: string, reference: string) =>
      `${title} ${number} संलग्न है। हमने रिफ़ंड बैंक ट्रांसफ़र से भेज दिया है, संदर्भ ${reference}।`,
    membershipEnded: (plan: string) => `आपकी ${plan} सदस्यता समाप्त हो गई है।`,
    link: (url: string) => `आपके दस्तावेज़: ${url}`,
  },

  membershipReminder: {
    subject: (plan: string, kind: string) =>
      `आपकी ${SITE.name} ${plan} सदस्यता ${kind === "0" ? "आज" : kind === "1" ? "कल" : `${kind} दिन में`} समाप्त हो रही है`,
    ends: (plan: string, kind: string, ends: string) =>
      `आपकी ${plan} सदस्यता ${kind === "0" ? "आज" : kind === "1" ? "कल" : `${kind} दिन में`}, ${ends} को समाप्त हो रही है।`,
    renewNote: "अभी नवीनीकरण करें: नया साल इस साल के पूरा होते ही शुरू होगा, आपका एक भी दिन नहीं जाएगा।",
    renew: (url: string) => `नवीनीकरण करें: ${url}`,
  },

  quote: {
    subject: (revised: boolean, reference: string, subject: string) =>
      `${reference} के लिए ${revised ? "आपका संशोधित कोटेशन" : "आपका कोटेशन"}: ${subject}`,
    intro: (revised: boolean, reference: string) =>
      revised
        ? `हमने आपकी पूछताछ ${reference} का कोटेशन संशोधित किया है; यह पिछले कोटेशन की जगह लेता है।`
        : `आपकी पूछताछ ${reference} के लिए हमारा कोटेशन यह है।`,
    discount: (plan: string, percent: number, amount: string, before: string) =>
      `सदस्य छूट (${plan}, ${percent}%): कोटेशन के ${before} पर ${amount} की छूट।`,
    total: (total: string) => `कुल: ${total} (GST सहित)।`,
    deposit: (amount: string, percent: number, until: string) =>
      `पुष्टि के लिए अग्रिम राशि: ${amount} (${percent}%), ${until} तक देय।`,
    balance: (amount: string, dueBy: string) => `शेष राशि ${amount}, ${dueBy} तक देय है।`,
    link: (url: string) => `कोटेशन देखें और अग्रिम राशि अपने डैशबोर्ड पर चुकाएँ: ${url}`,
  },

  balanceReminder: {
    subject: (reference: string, kind: string) =>
      `${reference} की शेष राशि ${kind === "1" ? "कल" : "7 दिन में"} देय है`,
    due: (reference: string, subject: string, amount: string, kind: string, dueOn: string) =>
      `आपकी बुकिंग ${reference} (${subject}) की शेष राशि ${amount}, ${kind === "1" ? "कल" : "7 दिन में"}, ${dueOn} को देय है।`,
    link: (url: string) => `इसे अपने डैशबोर्ड पर चुकाएँ: ${url}`,
  },

  cancellation: {
    subject: (reference: string) => `${reference} का आपका रद्दीकरण हमें मिल गया है`,
    received: (reference: string, subject: string, serviceDate: string, daysBefore: number) =>
      `${reference} (${subject}, ${serviceDate}) का आपका रद्दीकरण हमें मिल गया है, सेवा की तारीख़ से ${daysBefore} दिन पहले।`,
    policy: (rule: string) => `नीति: ${rule}`,
    rule: (english: string): string => POLICY_RULES.get(english) ?? english,
    refund: (refund: string, paid: string, businessDays: string) =>
      `हमारी रिफ़ंड नीति के अनुसार, आपके चुकाए गए ${paid} में से ${refund} हम रिफ़ंड करेंगे; रिफ़ंड होने के ${businessDays} कामकाजी दिनों के भीतर यह आप तक पहुँच जाएगा।`,
    nothingBack: (paid: string) => `हमारी रिफ़ंड नीति के अनुसार, आपके चुकाए गए ${paid} में से कुछ भी वापस नहीं होता।`,
    notYou: `अगर यह रद्दीकरण आपने नहीं किया, या आप तारीख़ बदलना चाहें, तो हमें ${SITE.email} पर लिखें या ${SITE.phone} पर फ़ोन करें।`,
  },

  contact: {
    subject: (reference: string) => `आपका संदेश हमें मिल गया है (${reference})`,
    thanks: (reference: string) => `${SITE.name} को लिखने के लिए धन्यवाद। आपका संदर्भ नंबर ${reference} है।`,
    answer: (responseTime: string) => `हम ${responseTime} आपसे संपर्क करेंगे।`,
    subjectLabel: "विषय",
  },

  grievance: {
    subject: (reference: string) => `आपकी शिकायत हमें मिल गई है (${reference})`,
    thanks: (reference: string) =>
      `हमने आपकी निजी जानकारी को जिस तरह संभाला, उसके बारे में आपकी शिकायत हमें मिल गई है। आपका संदर्भ नंबर ${reference} है।`,
    replyBy: (date: string, days: number) =>
      `हमारे शिकायत अधिकारी ${date} तक, यानी शिकायत मिलने के ${days} दिनों के भीतर, आपको जवाब देंगे।`,
    board: "अगर हमारे जवाब से बात न सुलझे, तो आप भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।",
    topicLabel: "विषय",
    answeredSubject: (reference: string) => `आपकी शिकायत का जवाब दे दिया गया है (${reference})`,
    answered: (reference: string, date: string) =>
      `हमारे शिकायत अधिकारी ने ${date} को आपकी शिकायत ${reference} का जवाब दे दिया है।`,
    answerWhere: (email: string) =>
      `जवाब आपको ${email} से ईमेल द्वारा भेजा गया है। अगर वह आप तक नहीं पहुँचा, या उससे बात नहीं सुलझी, तो अपने संदर्भ नंबर के साथ ${email} पर लिखें।`,
  },

  inquiry: {
    subject: (kind: string, reference: string) => `आपकी ${kind} पूछताछ हमें मिल गई है (${reference})`,
    thanks: (kind: string, subject: string) => `आपकी ${kind} पूछताछ के लिए धन्यवाद: ${subject}।`,
    reference: (reference: string, responseTime: string) =>
      `आपका संदर्भ नंबर ${reference} है। हम ${responseTime} आपसे संपर्क करेंगे।`,
    follow: "आप अपने डैशबोर्ड पर इसकी स्थिति देख सकते हैं।",
    followAt: (url: string) => `आप अपने डैशबोर्ड पर इसकी स्थिति देख सकते हैं: ${url}`,
    summary: "आपकी पूछताछ का ब्योरा:",
  },

  project: {
    subject: (reference: string) => `आपका प्रोजेक्ट ब्रीफ़ हमें मिल गया है (${reference})`,
    thanks: (title: string, service: string, reference: string) =>
      `आपके ब्रीफ़ "${title}" (${service}) के लिए धन्यवाद। आपका संदर्भ नंबर ${reference} है।`,
    answer: (responseTime: string) => `हम ${responseTime} आपसे संपर्क करेंगे।`,
  },

  passwordReset: {
    subject: `अपना ${SITE.name} पासवर्ड रीसेट करें`,
    asked: `किसी ने आपके ${SITE.name} खाते का पासवर्ड रीसेट करने का अनुरोध किया है।`,
    open: "नया पासवर्ड चुनने के लिए यह लिंक 30 मिनट के भीतर खोलें:",
    notYou: "अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  },

  staffAccess: {
    subject: `${SITE.name} के एडमिन पैनल तक आपकी पहुँच`,
    roles: {
      owner: "मालिक (सब कुछ, और स्टाफ़ का प्रबंधन)",
      sales: "सेल्स (पूछताछ, कोटेशन, संदेश और भुगतान लिंक)",
      accounts: "अकाउंट्स (इनवॉइस, बैंक ट्रांसफ़र, रिफ़ंड, टैक्स दस्तावेज़ और एक्सपोर्ट)",
    },
    added: (role: string) =>
      `${SITE.name} के मालिक ने आपके खाते को स्टाफ़ में जोड़ा है, भूमिका: ${role}। अगली बार लॉग इन करने पर एडमिन पैनल आपसे दूसरा चरण (सेकंड फ़ैक्टर) सेट करने को कहेगा: आपके फ़ोन के ऑथेंटिकेटर ऐप से एक कोड।`,
    roleChanged: (from: string, to: string) =>
      `${SITE.name} के मालिक ने स्टाफ़ में आपकी भूमिका ${from} से बदलकर ${to} कर दी है। यह तुरंत लागू है।`,
    factorReset: `${SITE.name} के मालिक ने आपका दूसरा चरण (सेकंड फ़ैक्टर) रीसेट कर दिया है और आपको हर जगह से लॉग आउट कर दिया है। अगली बार लॉग इन करने पर आप इसे फिर से सेट करेंगे।`,
    removed: `${SITE.name} के मालिक ने आपके खाते को स्टाफ़ से हटा दिया है और आपको हर जगह से लॉग आउट कर दिया है। आपका सदस्य खाता पहले जैसा ही रहेगा।`,
    notExpected: `अगर आपको इसकी उम्मीद नहीं थी, तो तुरंत ${SITE.email} पर लिखें।`,
  },

  confirmEmail: {
    subject: `${SITE.name} के लिए अपने ईमेल पते की पुष्टि करें`,
    hello: "नमस्ते,",
    asked: (email: string) => `${SITE.name} पर ईमेल पते ${email} से एक खाता खोला गया है।`,
    open: "अगर यह आपने खोला है, तो पते की पुष्टि के लिए यह लिंक 7 दिनों के भीतर खोलें; तब तक हम इस पते पर खाते से किए गए भुगतानों के कर दस्तावेज़ों के सिवा कुछ नहीं भेजेंगे:",
    notYou: "अगर यह आपने नहीं खोला, तो इस ईमेल को अनदेखा करें: इसके बारे में हम आपको फिर नहीं लिखेंगे।",
  },

  dataRequest: {
    subject: `${SITE.name} के पास आपका डेटा`,
    hello: "नमस्ते,",
    asked: (email: string) => `किसी ने ${SITE.name} से पूछा है कि ईमेल पते ${email} के तहत हमारे पास क्या डेटा है।`,
    open: "उसे देखने, डाउनलोड करने या मिटवाने के लिए यह लिंक 24 घंटे के भीतर खोलें:",
    account:
      'इस पते से हमारे यहाँ एक खाता है। लॉग इन करें और अपने डैशबोर्ड पर "आपका डेटा" खोलें: वहाँ आप हमारे पास रखा सारा डेटा देख, डाउनलोड कर, सुधार या मिटा सकते हैं:',
    notYou: "अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।",
  },
} satisfies Words<typeof en>;
