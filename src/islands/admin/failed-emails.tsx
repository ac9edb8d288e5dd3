// E-mails the provider refused for good (docs/operations.md "Mail"): who, what, why and when, with
// "Send again", which puts one back in the outbox (POST /admin/emails/{id}/resend). The newest 20;
// the panel shows nothing more than a line when every e-mail went out.
import { useCallback, useEffect, useId, useState } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import { formatAdminDateTime } from "../../lib/dates.ts";
import type { FailedEmail, FailedEmailList } from "../../schemas/admin.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";

const SHOWN = 20;

type Load =
  { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; list: FailedEmailList };

export function FailedEmails({ className }: { className?: string }) {
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [sending, setSending] = useState<string | null>(null);

  const refresh = useCallback(() => {
    apiRequest<FailedEmailList>(`/admin/emails?limit=${SHOWN}`).then(
      (list) => setLoad({ state: "ready", list }),
      (error: unknown) => setLoad({ state: "failed", message: failureMessage(error) }),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const sendAgain = async (email: FailedEmail) => {
    setSending(email._id);
    try {
      const { message } = await apiRequest<{ message: string }>(
        `/admin/emails/${encodeURIComponent(email._id)}/resend`,
        { method: "POST" },
      );
      toast({ title: message, description: `${email.subject} to ${email.to}` });
      refresh();
    } catch (error) {
      toast({
        title: "Error",
        description: failureMessage(error),
        variant: "destructive",
        dismissible: true,
      });
    } finally {
      setSending(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-semibold">
        Undelivered e-mails
      </h2>
      {load.state === "loading" ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : load.state === "failed" ? (
        <p className="mt-2 text-sm text-danger">
          The undelivered e-mails could not be loaded: {load.message}
        </p>
      ) : load.list.emails.length === 0 ? (
        <p className="mt-2 text-sm text-muted">None: every e-mail was delivered or is still being tried.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            The mail service refused{" "}
            {load.list.total === 1 ? "this e-mail" : `these ${load.list.total} e-mails`} for good. Correct the
            cause (an address, a blocked recipient), then send again.
          </p>
          <ul className="mt-4 grid gap-3">
            {load.list.emails.map((email) => (
              <li
                key={email._id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-border p-4 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{email.subject}</p>
                  <p className="break-all">To {email.to}</p>
                  <p className="text-muted">
                    {formatAdminDateTime(email.createdAt)} · {email.attempts}{" "}
                    {email.attempts === 1 ? "attempt" : "attempts"}
                  </p>
                  {email.lastError ? <p className="mt-1 break-words text-danger">{email.lastError}</p> : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  loading={sending === email._id}
                  disabled={sending !== null}
                  onClick={() => void sendAgain(email)}
                  aria-label={`Send again: ${email.subject} to ${email.to}`}
                >
                  Send again
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
