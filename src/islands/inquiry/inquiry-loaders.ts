// What the inquiry dialog loads when it is first wanted (a pointer or the keyboard on an inquiry
// button, or the dialog opening): the dialog itself, each service type's form and the two
// panels. One place, so that the page's island can fetch them ahead and the dialog render them.
import type { ComponentType } from "react";
import type { ServiceType } from "../../config/inquiry.ts";
import type { InquiryFormProps } from "./inquiry-form.tsx";

export const FORM_LOADERS: Record<ServiceType, () => Promise<{ default: ComponentType<InquiryFormProps> }>> =
  {
    1: () => import("./event-form.tsx").then((module) => ({ default: module.EventForm })),
    2: () => import("./catering-form.tsx").then((module) => ({ default: module.CateringForm })),
    3: () => import("./travel-form.tsx").then((module) => ({ default: module.TravelForm })),
  };
export const loadVisitorPanel = () => import("./visitor-panel.tsx");
export const loadMemberPanel = () => import("./member-panel.tsx");
/** The dialog (Radix's, 9 KB) with what it shows: not on the page until an inquiry is wanted. */
export const loadDialogView = () => import("./inquiry-dialog-view.tsx");
