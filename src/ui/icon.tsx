import type { ComponentProps } from "react";
import { ICON_VIEW_BOX, type IconDrawing } from "./icons.ts";

export interface IconProps extends Omit<ComponentProps<"svg">, "children" | "viewBox"> {
  icon: IconDrawing;
  /** Round line ends and corners. */
  round?: boolean;
}

/**
 * A line icon of icons.ts, in the text colour and hidden from screen readers (the control
 * it sits in carries the name); any SVG attribute given overrides these.
 */
export function Icon({ icon, round = false, ...props }: IconProps) {
  return (
    <svg
      viewBox={icon.viewBox ?? ICON_VIEW_BOX}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap={round ? "round" : undefined}
      strokeLinejoin={round ? "round" : undefined}
      aria-hidden="true"
      {...props}
    >
      {[icon.d].flat().map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
