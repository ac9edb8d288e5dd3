// What the three inquiry forms share: the form values' shape, sending, the answer
// (docs/product.md B8) and the submit button with its spinner (B4), in the page's language.
// Once sent, the dialog shows its confirmation in the form's place (D26): the form starts
// over, empty, when the member sends another.
import { use, useState, type ReactNode } from "react";
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { apiRequest } from "../../client/api.ts";
import { langOfDocument } from "../../client/page-lang.ts";
import type { DataNoticeText } from "../../i18n/en/data-notice.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { DataNotice } from "../shared/data-notice.tsx";
import { applyServerErrors, errorToast } from "../shared/form-errors.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import type { InquiryWords } from "./inquiry-words.ts";

/**
 * The forms' notice (D27) in the page's language, from the forms' one notice text. It loads with
 * the forms, from here: the dialog's words (inquiry-words.ts) load with every page that has a
 * service button, and the e-mails read those words on the server.
 */
const NOTICES = {
  en: () => import("../../i18n/en/data-notice.ts"),
  hi: () => import("../../i18n/hi/data-notice.ts"),
};
let notice: Promise<DataNoticeText | null> | undefined;
function loadNotice(): Promise<DataNoticeText | null> {
  notice ??= NOTICES[langOfDocument()]().then(
    (module) => module.default.inquiry,
    // A network failure leaves the form usable; the next form asks again.
    () => {
      notice = undefined;
      return null;
    },
  );
  return notice;
}
// Asked for as soon as the forms arrive, so that the form and its notice show together.
void loadNotice();

/**
 * A schema's input as a form holds it: a choice not made yet is "", so every string union
 * is a plain string here; the schema decides what is valid.
 */
export type FormValues<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: FormValues<T[K]> }
      : T;

/** The name, e-mail and phone of the signed-in person, to start each form with. */
export interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** What the API answers about a sent inquiry, as the confirmation shows it. */
export type SentInquiry = Pick<InquiryListItem, "id" | "reference" | "inquiry_type">;

/** What the dialog gives each form: the person, the words in the page's language, and what to do once sent. */
export interface InquiryFormProps {
  contact: Contact;
  words: InquiryWords;
  onSent: (inquiry: SentInquiry) => void;
}

export interface InquiryFormOptions<Values extends FieldValues, Output> {
  /** The schema's resolver: `standardSchemaResolver` over a schema of src/schemas/inquiry.ts. */
  resolver: Resolver<Values, unknown, Output>;
  /** The API path, e.g. "/inquiry/create_event". */
  endpoint: string;
  /** The values the form starts with. */
  defaults: () => Values;
  /** The form's accessible name. */
  label: string;
  words: InquiryWords["form"];
  onSent: InquiryFormProps["onSent"];
  children: ReactNode;
}

export function InquiryForm<Values extends FieldValues, Output>({
  resolver,
  endpoint,
  defaults,
  label,
  words,
  onSent,
  children,
}: InquiryFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaults() as DefaultValues<Values>,
  });
  // Toasts sit outside the dialog, where assistive technology does not look while the
  // dialog is open: the outcome is also announced from inside the form.
  const [outcome, setOutcome] = useState("");
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome("");
    try {
      const { inquiry } = await apiRequest<{ inquiry: SentInquiry }>(endpoint, {
        method: "POST",
        body: values,
      });
      toast({ title: words.successTitle, description: words.submitted });
      onSent(inquiry);
    } catch (error) {
      if (applyServerErrors(error, form)) return;
      const notice = { ...errorToast(error, words.failed), title: words.errorTitle };
      toast(notice);
      setOutcome(`${notice.title}: ${notice.description ?? words.failed}`);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={label} className="grid gap-6">
        {children}
        <FormNotice />
        <div className="sticky bottom-0 -mx-1 border-t border-border bg-background px-1 pt-3 pb-1">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            {words.send}
          </Button>
          <p role="status" className="sr-only">
            {outcome}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}

/** The inquiry forms' notice, once its words are here (they come with the forms). */
function FormNotice() {
  const words = use(loadNotice());
  return words ? <DataNotice notice={words} /> : null;
}
