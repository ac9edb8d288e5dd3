// The grievance form (/grievance; docs/product.md D27): name, e-mail, phone, what it is about
// and what went wrong, the bot check, the notice, and the button. Signed in or not: a member's
// name and e-mail are filled in once the saved session is read. Once
// filed, the reference and the day we answer by take the form's place, announced and focused.
// The browser checks the fields as the contact form does; the server has the last word, and
// what it refuses comes back as a toast. Its words come from the page, in the page's language.
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { apiRequest } from "../../client/api.ts";
import { langOfDocument } from "../../client/page-lang.ts";
import type { GrievanceFormWords } from "../../i18n/en/grievance.ts";
import { fill } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import {
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_TOPICS,
  type GrievanceFiled,
} from "../../schemas/grievance-rules.ts";
import { $auth, restoreSession } from "../../stores/auth.ts";
import { Button } from "../../ui/button.tsx";
import { Label } from "../../ui/input.tsx";
import { Captcha } from "../shared/captcha.tsx";
import { DataNotice } from "../shared/data-notice.tsx";
import { PersonFields, PLAIN_FIELD_CLASSES } from "../shared/person-fields.tsx";
import { CharactersLeft } from "../shared/characters-left.tsx";
import { SubmitButton } from "../shared/submit-button.tsx";
import { useCaptchaSubmit } from "../shared/use-captcha-submit.ts";

type Filed = GrievanceFiled & { email: string };

export function GrievanceForm({ words }: { words: GrievanceFormWords }) {
  const id = useId();
  const [filed, setFiled] = useState<Filed | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { busy, send, captcha } = useCaptchaSubmit(words);

  // A member files as themselves: their name and e-mail, unless typed already.
  useEffect(() => {
    let live = true;
    void restoreSession().then(() => {
      const user = $auth.get().user;
      const fields = form.current?.elements;
      if (!live || !user || !fields) return;
      for (const [name, value] of [
        ["name", user.name],
        ["email", user.email],
      ] as const) {
        const input = fields.namedItem(name);
        if (input instanceof HTMLInputElement && input.value === "") input.value = value;
      }
    });
    return () => {
      live = false;
    };
  }, [filed]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    await send(async (capchaToken) => {
      const answer = await apiRequest<GrievanceFiled>("/grievance", {
        method: "POST",
        auth: false,
        body: {
          name: field("name"),
          email: field("email"),
          phone: field("phone"),
          topic: field("topic"),
          message: field("message"),
          capchaToken,
        },
      });
      setFiled({ ...answer, email: field("email").trim() });
    });
  }

  if (filed) return <FiledPanel filed={filed} words={words.done} onAnother={() => setFiled(null)} />;

  return (
    <form ref={form} onSubmit={submit} aria-label={words.label} className="grid gap-5 sm:grid-cols-2">
      <PersonFields id={id} words={words} emailHint={words.emailHint} />
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-topic`}>{words.topic}</Label>
        <select
          id={`${id}-topic`}
          name="topic"
          required
          defaultValue=""
          className={`${PLAIN_FIELD_CLASSES} h-11`}
        >
          <option value="" disabled>
            {words.chooseTopic}
          </option>
          {GRIEVANCE_TOPICS.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {words.topics[topic.value]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-message`}>{words.message}</Label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={GRIEVANCE_MESSAGE_MAX}
          aria-describedby={`${id}-message-hint`}
          className={`${PLAIN_FIELD_CLASSES} resize-y py-2`}
        />
        <p id={`${id}-message-hint`} className="text-xs text-muted">
          {words.messageHint}
        </p>
        <CharactersLeft fieldId={`${id}-message`} max={GRIEVANCE_MESSAGE_MAX} words={words.limit} />
      </div>
      <div className="sm:col-span-2">
        <Captcha {...captcha} words={words.captcha} />
      </div>
      <DataNotice notice={words.notice} className="sm:col-span-2" />
      <SubmitButton loading={busy} className="sm:col-span-2 sm:justify-self-start">
        {busy ? words.sending : words.send}
      </SubmitButton>
    </form>
  );
}

/** What takes the form's place once it is filed: the reference, the day, and where the confirmation went. */
function FiledPanel({
  filed,
  words,
  onAnother,
}: {
  filed: Filed;
  words: GrievanceFormWords["done"];
  onAnother: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus moves to the heading, which says it is filed; the reference follows it.
  useEffect(() => heading.current?.focus(), []);
  const lang = langOfDocument();
  const replyBy = formatLongDate(`${filed.replyBy}T12:00:00+05:30`, lang);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none"
      >
        {words.heading}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{words.reference}</dt>
        <dd className="font-mono text-lg font-semibold">{filed.reference}</dd>
        <dt className="text-muted">{words.replyBy}</dt>
        <dd className="font-semibold">
          <time dateTime={filed.replyBy}>{replyBy}</time>
        </dd>
      </dl>
      <p>{fill(words.promise, { date: replyBy, days: filed.replyDays })}</p>
      <p className="text-muted">{fill(words.emailed, { email: filed.email })}</p>
      <Button variant="outline" className="justify-self-start" onClick={onAnother}>
        {words.another}
      </Button>
    </section>
  );
}
