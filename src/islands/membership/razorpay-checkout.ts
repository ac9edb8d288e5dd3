// Razorpay's official Checkout in the browser: its script is loaded from Razorpay on the first
// purchase, never before, and never on any other page (its sources are allowed only in
// /purchase's Content-Security-Policy).
import type { CheckoutFailure, CheckoutSuccess } from "../../schemas/invoice.ts";

export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** What /purchase's policy adds for the checkout: its script, its frames and its calls. */
export const RAZORPAY_CSP_SOURCES = {
  scripts: ["https://checkout.razorpay.com"],
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  images: ["https://cdn.razorpay.com"],
} as const;

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void; confirm_close?: boolean };
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: (response: CheckoutFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** Never shown: the payer is told in the page's language (src/i18n/en/checkout.ts). */
const SCRIPT_FAILED = "Razorpay's Checkout script could not be loaded";

let loading: Promise<RazorpayConstructor> | undefined;

/** Adds Razorpay's script once and resolves its constructor. A failed load can be retried. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    if (window.Razorpay) return resolve(window.Razorpay);
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.addEventListener("load", () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(SCRIPT_FAILED));
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(SCRIPT_FAILED));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
