// The dashboards' side navigation (docs/product.md B2: a sidebar, collapsible on small screens):
// links with aria-current on the open view; below the `lg` breakpoint a disclosure behind a
// menu button, closed by choosing a view or by Escape (which gives the focus back to the
// button). It comes first in the document, so that after a view is chosen the keyboard goes
// on into the view rather than back through the menu.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Icon } from "../../ui/icon.tsx";
import { CLOSE_ICON, MENU_TIGHT_ICON, type IconDrawing } from "../../ui/icons.ts";

export interface SideNavItem<Id extends string> {
  id: Id;
  label: string;
  href: string;
  icon: IconDrawing;
}

export interface SideNavProps<Id extends string> {
  /** The navigation's accessible name. */
  label: string;
  /** Shown above the links when given (the admin panel's 'Admin Panel'). */
  title?: string;
  /** The small screens' button: "Dashboard menu". */
  menuLabel: string;
  items: readonly SideNavItem<Id>[];
  current: Id;
  /**
   * A plain click on a link (no modifier key): call `event.preventDefault()` to handle it in
   * the page. Without it the link is followed (a fragment, for instance).
   */
  onNavigate?: (id: Id, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Below the links (a logout button). */
  footer?: ReactNode;
}

export function SideNav<Id extends string>({
  label,
  title,
  menuLabel,
  items,
  current,
  onNavigate,
  footer,
}: SideNavProps<Id>) {
  const navId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A view chosen here, or by back and forward, folds the menu away.
  useEffect(() => setOpen(false), [current]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };

  const follow = (id: Id, event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate?.(id, event);
  };

  return (
    <div className="lg:sticky lg:top-24 lg:self-start">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen(!open)}
        className={cn(buttonVariants({ variant: "outline", size: "bar" }), "lg:hidden")}
      >
        <Icon icon={open ? CLOSE_ICON : MENU_TIGHT_ICON} round className="size-5" />
        {menuLabel}
      </button>
      <nav
        id={navId}
        aria-label={title ? undefined : label}
        aria-labelledby={title ? titleId : undefined}
        onKeyDown={closeOnEscape}
        className={cn(
          "mt-3 rounded-2xl border border-border p-3 lg:mt-0 lg:block",
          open ? "block" : "hidden",
        )}
      >
        {title ? (
          <p
            id={titleId}
            className="px-3 pt-1 pb-3 text-xs font-semibold tracking-widest text-muted uppercase"
          >
            {title}
          </p>
        ) : null}
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={item.href}
                aria-current={item.id === current ? "page" : undefined}
                onClick={(event) => follow(item.id, event)}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-muted transition hover:bg-surface hover:text-foreground aria-[current=page]:bg-surface aria-[current=page]:text-foreground"
              >
                <Icon icon={item.icon} round strokeWidth="1.75" className="size-5 shrink-0" />
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        {footer ? <div className="mt-3 border-t border-border px-3 pt-4 pb-1">{footer}</div> : null}
      </nav>
    </div>
  );
}
