// The signed-in staff member's role (decision 0041), set by the admin panel once the second factor
// is passed: its parts show only the tabs and buttons the role may use (the server checks anyway).
import { atom } from "nanostores";
import { can, type Permission, type StaffRole } from "../schemas/staff-rules.ts";

export const $staffRole = atom<StaffRole | null>(null);

/** Whether the signed-in staff member's role allows `permission`. */
export const staffMay = (permission: Permission): boolean => can($staffRole.get(), permission);
