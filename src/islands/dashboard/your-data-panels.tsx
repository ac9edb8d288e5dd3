// "Your data" once its words are here (your-data-section.tsx loads this module with them;
// docs/product.md D27, decision 0039): what the product holds about the member, read from
// GET /user/data each time the view opens, as a readable summary and as the JSON file it is;
// correcting the name and phone; the consents through the dashboard's own "Messages" card (one
// click withdraws each); the sign-ins; and erasing the account.
import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { failureMessage } from "../../client/api.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { ErasureReceipt, MemberData, WhatsAppMessageKind } from "../../schemas/privacy.ts";
import { endErasedSession } from "../../stores/account.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { DOWNLOAD_ICON } from "../../ui/icons.ts";
import { ErasureConfirmation } from "../shared/erasure-receipt.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { LoadingRows } from "../shared/list-states.tsx";
import { shownNumber } from "../shared/whatsapp-choices.tsx";
import { downloadJson, fetchMemberData } from "../shared/privacy-calls.ts";
import { EraseAccount } from "./erase-account.tsx";
import { MessagesCard } from "./messages-card.tsx";
import { ProfileForm } from "./profile-form.tsx";

/** The newest messages listed on the page; the JSON download has every one. */
const LATEST_MESSAGES = 10;

type Remote =
  { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; data: MemberData };

export function YourDataPanels({
  user,
  lang,
  names,
  words,
  onErased,
}: {
  user: PublicUser;
  lang: Lang;
  names: Pick<DashboardWords, "types" | "statuses">;
  words: YourDataWords;
  onErased: (confirmation: ReactNode) => void;
}) {
  const [remote, setRemote] = useState<Remote>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const text = words.view;

  useEffect(() => {
    let live = true;
    setRemote((current) => (current.status === "ready" ? current : { status: "loading" }));
    fetchMemberData().then(
      (data) => live && setRemote({ status: "ready", data }),
      (error: unknown) => live && setRemote({ status: "failed", message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  const erased = (receipt: ErasureReceipt) => {
    endErasedSession();
    onErased(
      <ErasureConfirmation
        receipt={receipt}
        words={words.receipt}
        documentNames={text.documentKinds}
        lang={lang}
      />,
    );
  };

  const download = () => {
    if (remote.status !== "ready") return;
    const file = downloadJson(remote.data, "nova-experience-my-data");
    toast({ title: text.downloadedTitle, description: fill(text.downloadedText, { file }) });
  };

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-4">
        <p className="max-w-3xl">{text.lead}</p>
        <p>
          <a
            href={hrefIn(lang, "/privacy")}
            className="font-semibold text-accent underline underline-offset-4"
          >
            {text.privacy}
          </a>
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={download} disabled={remote.status !== "ready"}>
            <Icon icon={DOWNLOAD_ICON} className="size-4" />
            {text.download}
          </Button>
          {remote.status === "ready" ? (
            <p className="text-sm text-muted">
              {fill(text.asOf, { date: formatLongDate(remote.data.generatedAt, lang) })}
            </p>
          ) : null}
        </div>
      </div>

      {remote.status === "loading" ? (
        <LoadingRows label={text.loading} rows={8} />
      ) : remote.status === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-4 rounded-2xl border border-border p-6">
          <p className="text-danger">
            {text.loadFailed} {remote.message}
          </p>
          <Button variant="outline" size="sm" onClick={reload}>
            {text.tryAgain}
          </Button>
        </div>
      ) : (
        <Summary data={remote.data} words={words} names={names} lang={lang} />
      )}

      <ProfileForm user={user} words={words.profile} onSaved={reload} />
      <div className="grid gap-2">
        <p className="text-sm text-muted">{text.consentsLead}</p>
        {/* A new number turns WhatsApp off: the card reads the choices again. */}
        <MessagesCard key={user.phoneNo} words={words.messages} />
      </div>
      <EraseAccount words={words.erase} onErased={erased} />
    </div>
  );
}

/** A titled block of the summary. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** Rows of a block: what, when, and a third column (a status, an amount, a link). */
function Rows({
  rows,
  none,
}: {
  rows: { key: string; what: ReactNode; when: string; extra?: ReactNode }[];
  none: string;
}) {
  if (rows.length === 0) return <p className="text-muted">{none}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li
          key={row.key}
          className="grid gap-1 py-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-4"
        >
          <span className="[overflow-wrap:anywhere]">{row.what}</span>
          <span className="text-muted sm:text-right">{row.when}</span>
          {row.extra ? <span className="sm:text-right">{row.extra}</span> : <span />}
        </li>
      ))}
    </ul>
  );
}

function Summary({
  data,
  words,
  names,
  lang,
}: {
  data: MemberData;
  words: YourDataWords;
  names: Pick<DashboardWords, "types" | "statuses">;
  lang: Lang;
}) {
  const text = words.view;
  const date = (value: string) => formatLongDate(value, lang);
  const { account } = data;
  const billing = [account.billing.name, account.billing.gstin, account.billing.address]
    .filter(Boolean)
    .join(", ");
  const emails = data.messages.emails.slice(0, LATEST_MESSAGES);
  const whatsapp = data.messages.whatsapp.slice(0, LATEST_MESSAGES);
  return (
    <div className="grid gap-6">
      <Block title={text.sections.account}>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">{text.account.name}</dt>
          <dd>{account.name}</dd>
          <dt className="text-muted">{text.account.email}</dt>
          <dd className="break-all">{account.email}</dd>
          <dt className="text-muted">{text.account.phone}</dt>
          <dd>{account.phoneNo}</dd>
          <dt className="text-muted">{text.account.language}</dt>
          <dd>{text.account.languages[account.language]}</dd>
          <dt className="text-muted">{text.account.since}</dt>
          <dd>{date(account.createdAt)}</dd>
          <dt className="text-muted">{text.account.billing}</dt>
          <dd>{billing || text.account.noBilling}</dd>
          {account.onboarding ? (
            <>
              <dt className="text-muted">{text.account.preferences}</dt>
              <dd>
                {[account.onboarding.profession, ...account.onboarding.interests].filter(Boolean).join(", ")}
              </dd>
            </>
          ) : null}
        </dl>
      </Block>

      <Block title={text.sections.inquiries}>
        <Rows
          none={text.none}
          rows={data.inquiries.map((inquiry) => ({
            key: inquiry.id,
            what: (
              <>
                <span className="font-mono">{inquiry.reference}</span> · {names.types[inquiry.kind]}
              </>
            ),
            when: date(inquiry.createdAt),
            extra: names.statuses[inquiry.status],
          }))}
        />
      </Block>

      <Block title={text.sections.payments}>
        <Rows
          none={text.none}
          rows={data.documents.map((document) => ({
            key: `${document.kind}-${document.number}`,
            what: `${text.documentKinds[document.kind]} ${document.number} · ${formatRupees(document.amountPaise)}`,
            when: date(document.issuedAt),
            extra: (
              <a
                href={hrefIn(lang, document.page)}
                className="font-semibold text-accent underline underline-offset-4"
                aria-label={`${text.open}: ${text.documentKinds[document.kind]} ${document.number}`}
              >
                {text.open}
              </a>
            ),
          }))}
        />
      </Block>

      <Block title={text.sections.messages}>
        <p className="text-muted">
          {fill(text.counts.emails, { count: data.messages.emails.length })} ·{" "}
          {fill(text.counts.whatsapp, { count: data.messages.whatsapp.length })}
        </p>
        {emails.length > 0 ? (
          <>
            <Rows
              none={text.none}
              rows={emails.map((email, index) => ({
                key: `${email.createdAt}-${index}`,
                what: email.subject,
                when: date(email.createdAt),
              }))}
            />
            {data.messages.emails.length > LATEST_MESSAGES ? (
              <p className="mt-2 text-xs text-muted">{fill(text.latest, { count: LATEST_MESSAGES })}</p>
            ) : null}
          </>
        ) : null}
        {whatsapp.length > 0 ? (
          <div className="mt-2 border-t border-border">
            <Rows
              none={text.none}
              rows={whatsapp.map((message, index) => ({
                key: `w-${message.createdAt}-${index}`,
                what: text.whatsappKinds[message.template as WhatsAppMessageKind] ?? message.template,
                when: date(message.createdAt),
                extra: shownNumber(message.to.slice(2)) ?? message.to,
              }))}
            />
            {data.messages.whatsapp.length > LATEST_MESSAGES ? (
              <p className="mt-2 text-xs text-muted">{fill(text.latest, { count: LATEST_MESSAGES })}</p>
            ) : null}
          </div>
        ) : null}
      </Block>

      <Block title={text.sections.contact}>
        <Rows
          none={text.none}
          rows={data.contactMessages.map((message) => ({
            key: message.reference,
            what: (
              <>
                <span className="font-mono">{message.reference}</span> · {message.message}
              </>
            ),
            when: date(message.createdAt),
          }))}
        />
      </Block>

      {data.grievances.length > 0 ? (
        <Block title={text.sections.grievances}>
          <Rows
            none={text.none}
            rows={data.grievances.map((grievance) => ({
              key: grievance.reference,
              what: (
                <>
                  <span className="font-mono">{grievance.reference}</span> · {grievance.message}
                </>
              ),
              when: date(grievance.createdAt),
              extra: fill(text.grievanceStatuses[grievance.status], {
                date: formatLongDate(`${grievance.replyBy}T12:00:00+05:30`, lang),
              }),
            }))}
          />
        </Block>
      ) : null}

      {data.projects.length > 0 ? (
        <Block title={text.sections.projects}>
          <Rows
            none={text.none}
            rows={data.projects.map((project) => ({
              key: project.reference,
              what: (
                <>
                  <span className="font-mono">{project.reference}</span> · {project.title}
                </>
              ),
              when: date(project.createdAt),
            }))}
          />
        </Block>
      ) : null}

      <Block title={text.sections.sessions}>
        <Rows
          none={text.none}
          rows={data.sessions.map((session) => ({
            key: session.startedAt,
            what: fill(text.session, { start: date(session.startedAt), last: date(session.lastUsedAt) }),
            when: "",
            extra: session.active ? text.sessionActive : text.sessionEnded,
          }))}
        />
      </Block>
    </div>
  );
}
