// 'Send Us a Message' on /contact-us (docs/product.md B2, B4, B5 and B8). The browser checks the
// fields (the e-mail by its input type only); the server has the last word, and what it refuses
// comes back as a toast. Without a solved bot check nothing is sent. Its words come from the
// page, in the page's language (src/i18n/en/contact-form.ts).
import { useEffect, useId, useRef, type SubmitEvent } from "react";
import { apiRequest } from "../../client/api.ts";
import type en from "../../i18n/en/contact-form.ts";
import type { Words } from "../../i18n/words.ts";
import { toast } from "../../stores/toast.ts";
import { Label } from "../../ui/input.tsx";
import { Captcha } from "../shared/captcha.tsx";
import { PersonFields, PLAIN_FIELD_CLASSES } from "../shared/person-fields.tsx";
import { CONTACT_SUBJECTS, FIELD_LIMITS } from "./constants.ts";
import { subjectFromSearch } from "./subject-from-url.ts";
import { DataNotice } from "../shared/data-notice.tsx";
import { CharactersLeft } from "../shared/characters-left.tsx";
import { SubmitButton } from "../shared/submit-button.tsx";
import { useCaptchaSubmit } from "../shared/use-captcha-submit.ts";

export type ContactFormWords = Words<typeof en>;

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value);
export function ContactForm({ words }: { words: ContactFormWords }) {
  const id = useId();
  const subject = useRef<HTMLSelectElement>(null);
  const { busy, send, captcha } = useCaptchaSubmit(words);

  useEffect(() => {
    // D14: `?subject=partnership` (or any other option) arrives preselected.
    if (subject.current && subject.current.value === "") {
      subject.current.value = subjectFromSearch(window.location.search, SUBJECT_VALUES);
    }
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? "");
    const message = field("message");
    await send(async (capchaToken) => {
      await apiRequest("/contact/create", {
        method: "POST",
        auth: false,
        body: {
          name: field("name"),
          email: field("email"),
          phone: field("phone"),
          subject: field("subject"),
          // Not required; an empty message is sent as a single space (docs/product.md B5).
          message: message.trim() === "" ? " " : message,
          capchaToken,
        },
      });
      toast({ title: words.successTitle, description: words.sent });
      form.reset();
    });
  }

  return (
    <form onSubmit={submit} className="mt-8 grid gap-5 border-t border-border pt-8 sm:grid-cols-2">
      <PersonFields id={id} words={words} />
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-subject`}>{words.subject}</Label>
        <select
          ref={subject}
          id={`${id}-subject`}
          name="subject"
          required
          defaultValue=""
          className={`${PLAIN_FIELD_CLASSES} h-11`}
        >
          <option value="" disabled>
            {words.selectSubject}
          </option>
          {CONTACT_SUBJECTS.map((option) => (
            <option key={option.value} value={option.value}>
              {words.subjects[option.value]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-message`}>{words.message}</Label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          maxLength={FIELD_LIMITS.message}
          className={`${PLAIN_FIELD_CLASSES} resize-y py-2`}
        />
        <CharactersLeft fieldId={`${id}-message`} max={FIELD_LIMITS.message} words={words.limit} />
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
