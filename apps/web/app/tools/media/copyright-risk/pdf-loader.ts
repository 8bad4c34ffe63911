/**
 * PDF.js for the browser, loaded only when a PDF or AI file is dropped: the library chunk and its worker
 * are this site's own hashed assets (no CDN), the worker URL comes from the bundler (`?url`).
 */
import type { PdfJs } from "./pdf-fonts";

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  return (loading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import("pdfjs-dist"),
      import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs as unknown as PdfJs;
  })().catch((e: unknown) => {
    loading = null;
    throw e;
  }));
}
