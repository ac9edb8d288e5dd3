// The inquiry dialog as it shows (docs/product.md B2): the form of the chosen service type for
// a signed-in person (then the confirmation once sent: member-panel.tsx), the login / sign-up
// form for anyone else with the ways to ask without an account (visitor-panel.tsx). Loaded by
// inquiry-dialog.tsx when an inquiry is first wanted, with Radix's dialog.
import { lazy, Suspense, type RefObject } from "react";
import type { ServiceType } from "../../config/inquiry.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { AuthMode } from "../auth/auth-form.tsx";
import { focusBackTo, keepOpenForToasts } from "../shared/dialog-handlers.ts";
import { FORM_LOADERS, loadMemberPanel, loadVisitorPanel } from "./inquiry-loaders.ts";
import type { InquiryWords } from "./inquiry-words.ts";

const VisitorPanel = lazy(() => loadVisitorPanel().then((module) => ({ default: module.VisitorPanel })));
const MemberPanel = lazy(() => loadMemberPanel().then((module) => ({ default: module.MemberPanel })));
const FORMS = {
  1: lazy(FORM_LOADERS[1]),
  2: lazy(FORM_LOADERS[2]),
  3: lazy(FORM_LOADERS[3]),
} satisfies Record<ServiceType, unknown>;

function Loading({ label }: { label: string }) {
  return (
    <div className="flex h-full min-h-40 items-center justify-center">
      <Spinner size="size-6" label={label} />
    </div>
  );
}

export interface InquiryDialogViewProps {
  open: boolean;
  serviceType: ServiceType;
  words: InquiryWords;
  /** Whether the saved session has been read (until then: loading). */
  restored: boolean;
  user: PublicUser | null;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The service the button names, for the WhatsApp message. */
  service: string | undefined;
  /** The button that opened the dialog: the focus goes back to it. */
  lastTrigger: RefObject<HTMLElement | null>;
  onClose: () => void;
}

export function InquiryDialogView({
  open,
  serviceType,
  words,
  restored,
  user,
  mode,
  onModeChange,
  service,
  lastTrigger,
  onClose,
}: InquiryDialogViewProps) {
  const Form = FORMS[serviceType];
  const signedIn = restored && user !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? (
        <DialogContent
          closeLabel={words.dialog.close}
          maxWidth="max-w-[800px]"
          onInteractOutside={keepOpenForToasts}
          onCloseAutoFocus={focusBackTo(lastTrigger)}
        >
          <DialogHeader>
            <DialogTitle>{words.dialog.titles[serviceType]}</DialogTitle>
            <DialogDescription>
              {!restored ? "" : signedIn ? words.dialog.intro[serviceType] : words.dialog.signInIntro[mode]}
            </DialogDescription>
          </DialogHeader>
          {!restored ? (
            <Loading label={words.dialog.loading} />
          ) : user ? (
            // docs/product.md B9: the form scrolls inside an area 25rem high.
            <div className="-mx-1 h-[25rem] overflow-y-auto px-1">
              <Suspense fallback={<Loading label={words.dialog.loading} />}>
                <MemberPanel Form={Form} user={user} words={words} />
              </Suspense>
            </div>
          ) : (
            <Suspense fallback={<Loading label={words.dialog.loading} />}>
              <VisitorPanel
                mode={mode}
                onModeChange={onModeChange}
                type={serviceType}
                service={service}
                words={words}
              />
            </Suspense>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
