// The booking form state (docs/product.md B3): whether the inquiry dialog is open and for which
// service type (0 none, 1 event, 2 catering, 3 travel). Any page part opens it through
// openInquiry(); the inquiry dialog island renders it. Not persisted: a reload never
// reopens a dialog.
import { map } from "nanostores";
import { SERVICE_TYPES, type ServiceType } from "../config/inquiry.ts";

export interface BookingState {
  formOpen: boolean;
  serviceType: 0 | ServiceType;
}

const CLOSED: BookingState = { formOpen: false, serviceType: 0 };

export const $booking = map<BookingState>(CLOSED);

export function openInquiry(type: ServiceType): void {
  $booking.set({ formOpen: true, serviceType: type });
}

export function closeInquiry(): void {
  $booking.set(CLOSED);
}

/** The service type a `data-inquiry-type` attribute names, or null when it names none. */
export function parseServiceType(value: string | null | undefined): ServiceType | null {
  const type = Number(value);
  return value != null && /^\d$/.test(value) && Object.hasOwn(SERVICE_TYPES, type)
    ? (type as ServiceType)
    : null;
}
