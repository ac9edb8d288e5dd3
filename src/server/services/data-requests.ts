// A visitor's request about what is held under their address (docs/product.md D27; decision
// 0039): a link to that address proves it is theirs. The request's answer never says whether
// anything is held, or whether the address has an account: everything that depends on it
// happens after the answer, and the e-mail goes to the address itself. An address with an
// account is told to sign in (the account's data is seen and erased on the dashboard, with the
// password); any other address gets a link, good for a day, that shows what is held and erases it.
import { and, eq, gt, isNull, lt, or, isNotNull } from "drizzle-orm";
import { pathInLang, type Lang } from "../../i18n/lang.ts";
import {
  DATA_REQUEST_LINK_INVALID,
  DATA_REQUEST_TTL_HOURS,
  type VisitorData,
} from "../../schemas/privacy.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { dataRequests, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { notFound } from "../errors.ts";
import { dataRequestLink, dataRequestSignIn } from "../notify/notifications.ts";
import { notify, toAddress } from "../notify/notifier.ts";
import { eraseVisitor } from "./erasure.ts";
import { sameAddress } from "./held-about.ts";
import { visitorData } from "./member-data.ts";

/** The page that reads the link, in the language the request was made in. */
export function dataRequestPage(siteUrl: string, token: string, lang: Lang = "en"): string {
  // The token travels in the fragment, as a reset link's does: never sent to a server or a referrer.
  return new URL(`${pathInLang("/data-request", lang)}#token=${token}`, siteUrl).toString();
}

/**
 * Queues the e-mail to the address: a link to what is held under it, or, for an account's
 * address, where to sign in. Returns the e-mail's id (always one).
 */
export async function requestVisitorData(
  db: Database,
  email: string,
  options: { siteUrl: string; lang: Lang; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameAddress(users.email, email), isNull(users.erasedAt)))
    .limit(1);
  return db.transaction(async (tx) => {
    if (account) {
      const signIn = new URL(pathInLang("/login", options.lang), options.siteUrl).toString();
      const { emailIds } = await notify(
        tx,
        toAddress(
          dataRequestSignIn({ to: email, link: signIn, language: options.lang, siteUrl: options.siteUrl }),
        ),
      );
      return emailIds[0]!;
    }
    const token = randomToken();
    // One live link an address: a new request spends the one before, so that a flood of requests
    // (three an hour at most) never leaves several doors open to the same data.
    await tx
      .delete(dataRequests)
      .where(and(sameAddress(dataRequests.email, email), isNull(dataRequests.usedAt)));
    await tx.insert(dataRequests).values({
      email: email.trim(),
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + DATA_REQUEST_TTL_HOURS * 60 * 60_000),
    });
    const link = dataRequestPage(options.siteUrl, token, options.lang);
    const { emailIds } = await notify(
      tx,
      toAddress(dataRequestLink({ to: email, link, language: options.lang, siteUrl: options.siteUrl })),
    );
    return emailIds[0]!;
  });
}

/** The address a live link was sent to; 404 for a link that is unknown, spent or too old. */
async function addressOf(db: DbOrTx, token: string, now: Date): Promise<string> {
  const [request] = await db
    .select({ email: dataRequests.email })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.tokenHash, hashToken(token)),
        isNull(dataRequests.usedAt),
        gt(dataRequests.expiresAt, now),
      ),
    )
    .limit(1);
  if (!request) throw notFound(DATA_REQUEST_LINK_INVALID);
  return request.email;
}

/** GET /privacy/data-request/{token}: what is held under the link's address. */
export async function visitorDataByLink(db: Database, token: string, now = new Date()): Promise<VisitorData> {
  return visitorData(db, await addressOf(db, token, now), now);
}

/**
 * POST /privacy/data-request/{token}/erase: the link is spent first (of two clicks at once, one
 * erases), then what is held under its address is erased; every other link to it goes too.
 */
export async function eraseByLink(db: Database, token: string, now = new Date()) {
  const [claimed] = await db
    .update(dataRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(dataRequests.tokenHash, hashToken(token)),
        isNull(dataRequests.usedAt),
        gt(dataRequests.expiresAt, now),
      ),
    )
    .returning({ email: dataRequests.email });
  if (!claimed) throw notFound(DATA_REQUEST_LINK_INVALID);
  return eraseVisitor(db, claimed.email, now);
}

/** The daily job: requests spent or past their day are deleted, and with them the address they kept. */
export async function sweepDataRequests(db: Database, now = new Date()): Promise<number> {
  const swept = await db
    .delete(dataRequests)
    .where(or(isNotNull(dataRequests.usedAt), lt(dataRequests.expiresAt, now)))
    .returning({ id: dataRequests.id });
  return swept.length;
}
