// A person's data (docs/product.md D27; decision 0039): the calls of the dashboard's "Your data"
// view and of the request page, and the JSON file a person downloads of what is held.
import { apiRequest } from "../../client/api.ts";
import { saveFile } from "../../client/download.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { ErasureReceipt, MemberData, VisitorData } from "../../schemas/privacy.ts";

export async function fetchMemberData(): Promise<MemberData> {
  return (await apiRequest<{ data: MemberData }>("/user/data")).data;
}

/** Corrects the account's name and phone; the account as the server now has it. */
export async function saveProfile(input: { name: string; phoneNo: string }): Promise<PublicUser> {
  return (await apiRequest<{ user: PublicUser }>("/user/profile", { method: "PATCH", body: input })).user;
}

export async function eraseAccount(password: string): Promise<ErasureReceipt> {
  // Everything of the account in one transaction: a slow moment must not look like a failure.
  const answer = await apiRequest<{ erasure: ErasureReceipt }>("/user/erase", {
    method: "POST",
    body: { password },
    timeoutMs: 45_000,
  });
  return answer.erasure;
}

export async function fetchVisitorData(token: string): Promise<VisitorData> {
  return (
    await apiRequest<{ data: VisitorData }>(`/privacy/data-request/${encodeURIComponent(token)}`, {
      auth: false,
    })
  ).data;
}

export async function eraseVisitorData(token: string): Promise<ErasureReceipt> {
  const answer = await apiRequest<{ erasure: ErasureReceipt }>(
    `/privacy/data-request/${encodeURIComponent(token)}/erase`,
    { method: "POST", auth: false, timeoutMs: 45_000 },
  );
  return answer.erasure;
}

/** Saves what is held as a JSON file, as the API gave it: "nova-experience-data-2026-11-27.json". */
export function downloadJson(data: { generatedAt: string }, prefix: string): string {
  const file = `${prefix}-${data.generatedAt.slice(0, 10)}.json`;
  saveFile(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }), file);
  return file;
}
