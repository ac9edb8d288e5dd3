import { beforeEach, describe, expect, it } from "vitest";
import { $booking, closeInquiry, openInquiry, parseServiceType } from "../../src/stores/booking.ts";
import { localIsoDate } from "../../src/islands/inquiry/dates.ts";

describe("the booking form state", () => {
  beforeEach(() => closeInquiry());

  it("starts closed with no service type (0)", () => {
    expect($booking.get()).toEqual({ formOpen: false, serviceType: 0 });
  });

  it("opens on a service type and closes back to none", () => {
    const seen: unknown[] = [];
    const stop = $booking.listen((state) => seen.push({ ...state }));
    openInquiry(3);
    expect($booking.get()).toEqual({ formOpen: true, serviceType: 3 });
    openInquiry(1); // another button while open: the dialog follows it
    expect($booking.get()).toEqual({ formOpen: true, serviceType: 1 });
    closeInquiry();
    expect($booking.get()).toEqual({ formOpen: false, serviceType: 0 });
    stop();
    expect(seen).toEqual([
      { formOpen: true, serviceType: 3 },
      { formOpen: true, serviceType: 1 },
      { formOpen: false, serviceType: 0 },
    ]);
  });

  it("reads the service type of a data-inquiry-type attribute, and nothing else", () => {
    expect(parseServiceType("1")).toBe(1);
    expect(parseServiceType("2")).toBe(2);
    expect(parseServiceType("3")).toBe(3);
    for (const value of ["0", "4", "", " ", "1.5", "travel", "01x", null, undefined]) {
      expect(parseServiceType(value)).toBeNull();
    }
  });
});

describe("the forms' dates", () => {
  it("writes a day by the local calendar as YYYY-MM-DD", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });
});
