// A booking's first steps, as several API test files take them: a member's event inquiry,
// quoted by an operator with the fixtures' quote (tests/fixtures/quotes.ts).
import type { QuoteInput } from "../../src/schemas/quote-requests.ts";
import type { QuoteView } from "../../src/schemas/quote.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { eventQuote } from "../fixtures/quotes.ts";
import { answerOf, apiCaller, signUpMember, type TestAppLike } from "./app.ts";

/**
 * A new member's event inquiry with the fixtures' quote on it (changed by `quote`): the member,
 * the inquiry, the quote.
 */
export async function quotedEvent(
  api: TestAppLike,
  adminToken: string,
  label: string,
  quote: Partial<QuoteInput> = {},
) {
  const call = apiCaller(api);
  const member = await signUpMember(api, label);
  const made = await answerOf<{ inquiry: { id: string; reference: string } }>(
    await call("POST", "/inquiry/create_event", member.token, eventInquiry()),
    201,
  );
  const quoted = await answerOf<{ quote: QuoteView }>(
    await call("POST", `/inquiry/admin/${made.inquiry.id}/quote`, adminToken, eventQuote(quote)),
    201,
  );
  return { member, inquiryId: made.inquiry.id, reference: made.inquiry.reference, quote: quoted.quote };
}
