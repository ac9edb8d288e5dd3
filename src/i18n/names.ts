// Names that stay as they are written in every language (docs/hindi-glossary.md): the
// business, its brands and places, and the few technical words Hindi readers use as they are.
// The browser tests read this list where they look for English left on a Hindi page.
export const NAMES_KEPT = [
  "Nova Experience",
  "NovaExperience",
  "Astra Novae Voyages",
  "Royal Alfresco",
  "Royal Halwai Caterers",
  "Tirtham Darshanam",
  "Royal Weddings by NovaExperience",
  "Royal Weddings",
  "Essentials",
  "Premium",
  "Elite",
  "Nova",
  "EXPERIENCE",
  "Jaipur",
  "Rajasthan",
  "C-Scheme",
  "UPI",
  "GST",
  "GSTIN",
  "API",
  "WhatsApp",
  "Razorpay",
] as const;
