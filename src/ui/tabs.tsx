// Tabs with the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), the
// React twin of src/components/tabs.astro: one tab stop for the list, arrow keys, Home and
// End move between tabs and select them; every panel is rendered, only the selected one
// shows, so each tab's aria-controls names a panel that exists.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<Id>[];
  /** Controlled selection; without it the tabs keep their own, starting at `defaultValue`. */
  value?: Id;
  defaultValue?: Id;
  onValueChange?: (id: Id) => void;
  /** Each tab's panel. */
  children: (id: Id) => ReactNode;
  className?: string;
  listClassName?: string;
  /**
   * A panel's own classes, in place of the default space above it (pt-6); a function gives
   * each panel its own, undefined keeping the default.
   */
  panelClassName?: string | ((id: Id) => string | undefined);
}

export function Tabs<Id extends string>({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  children,
  className,
  listClassName,
  panelClassName,
}: TabsProps<Id>) {
  const base = useId();
  const [own, setOwn] = useState<Id | undefined>(defaultValue ?? items[0]?.id);
  const selected = value ?? own;
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = (id: Id) => `${base}-panel-${id}`;

  const select = (id: Id) => {
    setOwn(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = items[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn("flex flex-wrap gap-2 border-b border-border", listClassName)}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-controls={panelId(item.id)}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-muted transition hover:text-foreground aria-selected:border-accent aria-selected:text-foreground"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selected}
          className={cn(
            "focus-visible:outline-offset-4",
            (typeof panelClassName === "function" ? panelClassName(item.id) : panelClassName) ?? "pt-6",
          )}
        >
          {children(item.id)}
        </div>
      ))}
    </div>
  );
}
