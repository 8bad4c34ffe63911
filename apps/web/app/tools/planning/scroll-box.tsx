import type { ReactNode } from "react";
import { useScrollFocus } from "../../lib/use-scroll-focus";

/**
 * A box that scrolls sideways on phones; focusable while it overflows so the keyboard can scroll it.
 * `relative`: visually hidden labels (`sr-only` is position: absolute) in columns beyond the screen are
 * clipped by this box instead of widening the whole page.
 */
export function ScrollBox({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, tabIndex } = useScrollFocus<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role="region"
      aria-label={label}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
