// The header's search box and its Search button (docs/product.md B2; D16: it filters the current
// tab on the server). Submitting searches from the first page; clearing shows the whole list.
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { ADMIN_SEARCH_MAX } from "../../schemas/admin.ts";
import { Button } from "../../ui/button.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Icon } from "../../ui/icon.tsx";
import { CLOSE_ICON } from "../../ui/icons.ts";
import { Input } from "../../ui/input.tsx";

export function SearchForm({
  noun,
  hint,
  value,
  onSearch,
  className,
}: {
  /** "users": the box is 'Search users'. */
  noun: string;
  /** What the search looks in, as the placeholder says it. */
  hint: string;
  /** The search the list shows now. */
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);

  // Back, forward and a cleared search change the list's search: the box follows.
  useEffect(() => setDraft(value), [value]);

  const clear = () => {
    setDraft("");
    if (value) onSearch("");
    input.current?.focus();
  };

  return (
    <form
      role="search"
      aria-label={`Search ${noun}`}
      className={cn("flex items-start gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Search {noun}
        </label>
        <Input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder={hint}
          aria-describedby={hintId}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && draft) {
              event.preventDefault();
              clear();
            }
          }}
          padEnd="pr-10"
          className="[&::-webkit-search-cancel-button]:appearance-none"
        />
        <span id={hintId} className="sr-only">
          Looks in: {hint}. Escape clears the search.
        </span>
        {draft ? (
          <button
            type="button"
            onClick={clear}
            className={cn(
              buttonVariants({ variant: "ghost", size: "icon-sm" }),
              "absolute top-1/2 right-1.5 -translate-y-1/2 text-muted hover:text-foreground",
            )}
          >
            <Icon icon={CLOSE_ICON} round className="size-4" />
            <span className="sr-only">Clear search</span>
          </button>
        ) : null}
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
