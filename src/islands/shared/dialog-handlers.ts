// What the dialogs that a page's buttons open (the inquiry, the plan chooser) do the same
// way, handed to the Radix DialogContent's onInteractOutside and onCloseAutoFocus.
import type { RefObject } from "react";

/**
 * A toast shows over the dialog; dismissing it must not close the dialog. (Radix decides on
 * the click, after the toast has left the page: its item is still the target's ancestor,
 * the list no longer is.)
 */
export function keepOpenForToasts(event: CustomEvent<{ originalEvent: Event }>): void {
  const target = event.detail.originalEvent.target;
  if (target instanceof Element && target.closest("[data-toast-id]")) event.preventDefault();
}

/**
 * On closing, the focus goes back to the button that opened the dialog, also where a click
 * does not focus it (a link) and where that button is not a Radix trigger.
 */
export function focusBackTo(trigger: RefObject<HTMLElement | null>): (event: Event) => void {
  return (event) => {
    if (trigger.current?.isConnected) {
      event.preventDefault();
      trigger.current.focus();
    }
  };
}
