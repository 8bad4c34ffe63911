import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  /** The text the tool keeps (usually the query string's). */
  value: string;
  /** Every keystroke's text, as typed. */
  onValueChange: (text: string) => void;
  /** The field's Chinese refusal from `parseNumberInput`, shown under it and announced. */
  error?: string | null;
  errorId: string;
};

/**
 * A number field that owns its text while it has focus (tools/README.md, "Numbers"). The tool's
 * value lives in the query string, which updates a navigation later: a controlled input fed from it
 * drew the old text between keystrokes and lost keys at a fast typist's pace. Here the typed text is
 * the truth while focused; the tool's value only replaces it when it changes from outside (a link,
 * another control) and the field is not being edited. `type="text"` + `inputMode="decimal"`, because
 * `type="number"` hides what was typed when it is not a number, so it could be neither kept nor explained.
 */
export function NumberInput({ value, onValueChange, error, errorId, className = "", ...rest }: Props) {
  const [draft, setDraft] = useState(value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setDraft(value);
  }, [value]);
  return (
    <>
      <input
        {...rest}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={(e) => {
          focused.current = true;
          rest.onFocus?.(e);
        }}
        onBlur={(e) => {
          focused.current = false;
          rest.onBlur?.(e);
        }}
        onChange={(e) => {
          setDraft(e.target.value);
          onValueChange(e.target.value);
        }}
        className={`min-w-0 ${className}`}
      />
      {error ? (
        <p id={errorId} className="text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
