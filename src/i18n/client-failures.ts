// What the browser says when the API could not answer at all (src/client/api.ts), in the
// page's language: these messages never come from the server, so they are not in the API's
// catalogue (src/i18n/hi/errors.ts).
import type { Lang } from "./lang.ts";

export const CLIENT_FAILURES = {
  en: {
    timeout: "The server took too long to answer. Please try again.",
    network: "Could not reach the server. Check your connection and try again.",
    parse: "The server sent an answer we could not read.",
  },
  hi: {
    timeout: "सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर कोशिश करें।",
    network: "सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें।",
    parse: "सर्वर का जवाब हम पढ़ नहीं सके।",
  },
} as const satisfies Record<Lang, Record<"timeout" | "network" | "parse", string>>;
