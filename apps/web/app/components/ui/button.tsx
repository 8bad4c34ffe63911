/**
 * The tools' button looks, one place for all families (app/tools/README.md): a secondary button (white,
 * grey border) and a primary one (brand-700 on white text keeps AA contrast). 14 px medium is a size and
 * weight pair the shell already uses (docs/conventions.md "Performance"). The focus ring is the site's
 * global `:focus-visible` outline. Use `Button`, or the class on a `<label>` or `<a>` that must look the same.
 */
import type { ComponentProps } from "react";

const base =
  "inline-flex min-h-9 items-center justify-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";

export const buttonClass = `${base} border border-gray-300 bg-white text-ink hover:bg-gray-50`;
export const primaryButtonClass = `${base} bg-brand-700 text-white hover:bg-brand-800`;

export type ButtonVariant = "primary" | "secondary";

/** A real `<button>` (type="button" unless told otherwise) in one of the two looks. */
export function Button({
  variant = "secondary",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  const look = variant === "primary" ? primaryButtonClass : buttonClass;
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
