import { useEffect, useState } from "react";

/** QR code of a link, drawn in the browser (qrcode, MIT). */
export function QrImage({ text, size = 160, alt }: { text: string; size?: number; alt: string }) {
  const [src, setSrc] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then((QR) =>
      QR.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: "M" }).then((url) => {
        if (live) setSrc({ text, url });
      }),
    );
    return () => {
      live = false;
    };
  }, [text, size]);
  if (src?.text !== text)
    return (
      <span className="inline-block rounded bg-gray-100" style={{ width: size, height: size }} aria-hidden="true" />
    );
  return <img src={src.url} width={size} height={size} alt={alt} />;
}
