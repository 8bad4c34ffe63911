/**
 * Choosing files in every tool: our own Chinese button instead of the browser's "Choose Files" (its text
 * follows the browser's language, not the page's), and a drop zone around it where dropping and choosing
 * do the same. The real `<input type="file">` stays in the page, visually hidden but focusable and
 * labelled, so keyboards, screen readers and e2e `setInputFiles` use it; the button shows its focus.
 */
import { useId, useState, type ReactNode } from "react";
import { buttonClass } from "../../components/ui/button";

/** A file input shown as a button: `children` is its text (选择文件 by default). */
export function FileButton({
  accept,
  multiple,
  onFiles,
  children = "选择文件",
  id,
}: {
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
  /** Given when another `<label>` names the input too. */
  id?: string;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <span className="inline-flex">
      <input
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        className="peer sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={`${buttonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
      >
        {children}
      </label>
    </span>
  );
}

/**
 * A drop target: dropping files on it calls `onFiles` (only the first unless `multiple`), and it shows that
 * it will take them while they are dragged over it. Put a `FileButton` inside so choosing does the same.
 */
export function DropZone({
  onFiles,
  multiple,
  className = "",
  testId,
  children,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** Padding and layout; the dashed border and the drag-over colours are the zone's own. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      data-testid={testId}
      className={`rounded-lg border-2 border-dashed ${over ? "border-brand-600 bg-brand-50" : "border-gray-300 bg-white"} ${className}`}
    >
      {children}
    </div>
  );
}

/** A labelled file button with a drop target around it (dropping and choosing do the same). */
export function FileDrop({
  label,
  hint,
  accept,
  multiple,
  onFiles,
  buttonText,
}: {
  label: string;
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  buttonText?: string;
}) {
  const id = useId();
  return (
    <DropZone onFiles={onFiles} multiple={multiple} className="p-4 text-sm">
      <label htmlFor={id} className="mb-2 block font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <FileButton id={id} accept={accept} multiple={multiple} onFiles={onFiles}>
          {buttonText ?? (multiple ? "选择文件（可多选）" : "选择文件")}
        </FileButton>
        <span className="text-xs text-muted">或把文件拖到这里</span>
      </div>
      <p className="mt-2 text-xs text-muted">{hint}</p>
    </DropZone>
  );
}
