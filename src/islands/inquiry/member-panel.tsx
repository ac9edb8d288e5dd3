// The inquiry dialog for a member: the form of the service, then, once it is sent, the
// confirmation in its place (D26); "Send another inquiry" brings back an empty form. Closing
// the dialog forgets the confirmation (the dialog's content unmounts). Loaded with the forms.
import { useState, type ComponentType } from "react";
import type { PublicUser } from "../../schemas/auth.ts";
import type { InquiryFormProps, SentInquiry } from "./inquiry-form.tsx";
import { InquirySent } from "./inquiry-sent.tsx";
import type { InquiryWords } from "./inquiry-words.ts";

export function MemberPanel({
  Form,
  user,
  words,
}: {
  Form: ComponentType<InquiryFormProps>;
  user: PublicUser;
  words: InquiryWords;
}) {
  const [sent, setSent] = useState<SentInquiry | null>(null);
  return sent ? (
    <InquirySent
      inquiry={sent}
      phone={user.phoneNo}
      words={words.sent}
      submitted={words.form.submitted}
      errorTitle={words.form.errorTitle}
      onAnother={() => setSent(null)}
    />
  ) : (
    <Form
      contact={{ name: user.name, email: user.email, phone: user.phoneNo }}
      words={words}
      onSent={setSent}
    />
  );
}
