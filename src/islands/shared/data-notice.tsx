// The short notice before the submit button of every form that collects personal data
// (docs/product.md D27): one sentence on what the details are used for, its link to the privacy
// notice in the page's language. One component for every form: the islands render it, and the
// landing page's form (plain HTML) renders it at build time. The words are each form's, from
// src/i18n/{en,hi}/data-notice.ts. The notice opens in a new tab, so that what was typed stays.
import type { DataNoticeText } from "../../i18n/en/data-notice.ts";

/** The attribute the browser tests find every form's notice by. */
export const DATA_NOTICE_ATTRIBUTE = "data-data-notice";

export function DataNotice({ notice, className = "" }: { notice: DataNoticeText; className?: string }) {
  const [before, after = ""] = notice.text.split("{link}");
  return (
    <p {...{ [DATA_NOTICE_ATTRIBUTE]: "" }} className={`text-sm text-muted ${className}`}>
      {before}
      <a
        href={notice.href}
        target="_blank"
        rel="noopener"
        className="font-medium text-accent underline underline-offset-2 hover:text-foreground"
      >
        {notice.link}
        <span className="sr-only"> {notice.newTab}</span>
      </a>
      {after}
    </p>
  );
}
