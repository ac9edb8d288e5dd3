// What the member's pages read first: the membership and the invoices (docs/product.md A7). Apart
// from the purchase's calls (payment-calls.ts), so that the dashboard's first load carries
// these two and not the whole payment flow (decision 0045).
import { apiRequest } from "../../client/api.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import type { Membership } from "../../schemas/membership.ts";

/** The member's membership (plan, active or expired, its end), null before the first purchase. */
export async function fetchMembership(): Promise<Membership | null> {
  const { membership } = await apiRequest<{ membership: Membership | null }>("/subscription/current");
  return membership;
}

/** The member's invoices (GET /invoice/getall/:userId; the tables put them newest first). */
export async function fetchInvoices(userId: string): Promise<Invoice[]> {
  const { invoices } = await apiRequest<{ invoices: Invoice[] }>(`/invoice/getall/${userId}`);
  return invoices;
}
