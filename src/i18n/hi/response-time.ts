// जवाब कब: src/i18n/en/response-time.ts in Hindi, for the e-mails (src/i18n/hi/mail.ts) and the
// inquiry dialog's confirmation (src/i18n/hi/inquiry.ts). "business day": कामकाजी दिन (the glossary).
export const RESPONSE_TIME = "एक कामकाजी दिन के भीतर";
