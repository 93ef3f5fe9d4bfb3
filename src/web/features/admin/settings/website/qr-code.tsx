import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { buttonClasses } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";

/** Large enough for print: 1024 px at 4 modules of margin. */
const PNG_WIDTH_PX = 1024;

/** The QR code as SVG markup and as a PNG data URL, both black on white. */
async function renderQrCode(text: string) {
  // Loaded on demand: only this section needs the encoder.
  const { default: QRCode } = await import("qrcode");
  const options = { errorCorrectionLevel: "M", margin: 4 } as const;
  const [svg, png] = await Promise.all([
    QRCode.toString(text, { ...options, type: "svg" }),
    QRCode.toDataURL(text, { ...options, width: PNG_WIDTH_PX }),
  ]);
  return { svgUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, pngUrl: png };
}

/**
 * A QR code of `text` for flyers and vehicles, with downloads as PNG and SVG
 * (docs/product/settings.md#website).
 */
export function QrCode({
  text,
  label,
  fileName,
}: {
  text: string;
  label: string;
  fileName: string;
}) {
  const code = useQuery({
    queryKey: ["qr-code", text],
    queryFn: () => renderQrCode(text),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!code.data) return <Skeleton className="size-48" />;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <img
        src={code.data.svgUrl}
        alt={label}
        className="size-48 rounded-md border border-border bg-white"
      />
      <div className="flex flex-wrap gap-2">
        <a
          href={code.data.pngUrl}
          download={`${fileName}.png`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <Download aria-hidden className="size-4" />
          Download PNG
        </a>
        <a
          href={code.data.svgUrl}
          download={`${fileName}.svg`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <Download aria-hidden className="size-4" />
          Download SVG
        </a>
      </div>
    </div>
  );
}
