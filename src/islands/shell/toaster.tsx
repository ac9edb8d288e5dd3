// The toast region of a page: renders the toast store. Mount once per page that has islands.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $toasts, dismissToast, showPendingToast } from "../../stores/toast.ts";
import {
  Toast,
  ToastAction,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "../../ui/toast.tsx";

export function Toaster() {
  const toasts = useStore($toasts);
  useEffect(() => showPendingToast(), []);
  return (
    <ToastProvider swipeDirection="right" label="Notifications">
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          duration={item.duration}
          onOpenChange={(open) => !open && dismissToast(item.id)}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          {item.dismissible ? <ToastAction altText="Dismiss">Dismiss</ToastAction> : null}
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
