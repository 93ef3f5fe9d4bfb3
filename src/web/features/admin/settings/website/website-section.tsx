import { Copy, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { businessLinks, embedSnippet, websiteLinkText } from "@/shared/website-snippet";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { copyText } from "../../copy-text";
import { markSnippetCopied } from "../api/mark-snippet-copied";
import { useBusinessSettings } from "../use-business-settings";
import { QrCode } from "./qr-code";

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="grid min-w-0 gap-3">
      <section aria-labelledby={id} className="grid min-w-0 gap-3">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

async function copySnippet(snippet: string) {
  // The checklist's step is a nicety: a failure to record it must not undo the copy.
  if (await copyText(snippet)) await markSnippetCopied().catch(() => undefined);
}

/**
 * Where customers find the business: the widget for its own site (snippet and live widget), its
 * hosted quote page and a QR code of it (docs/product/settings.md#website).
 */
export function WebsiteSection() {
  const { slug, config } = useBusinessSettings();
  const links = businessLinks(window.location.origin, slug);
  const snippet = embedSnippet({
    origin: window.location.origin,
    slug,
    linkText: websiteLinkText(config.offering),
  });

  return (
    <div className="grid gap-5">
      <Part id="website-page" title="Your quote page">
        <p className="text-sm text-muted-foreground">
          Link to it from anywhere: your site, emails, ads, social profiles.
        </p>
        <a
          href={links.quotePage}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 font-medium break-all text-primary underline underline-offset-2"
        >
          {links.quotePage}
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Part>

      <Part id="website-snippet" title="Widget for your website">
        <p className="text-sm text-muted-foreground" id="website-snippet-help">
          Paste these two lines where the quote form should appear on your site. Without JavaScript,
          visitors get the link to your quote page instead.
        </p>
        <pre
          aria-describedby="website-snippet-help"
          className="rounded-md bg-foreground p-3 text-sm break-all whitespace-pre-wrap text-background"
        >
          <code data-testid="embed-snippet">{snippet}</code>
        </pre>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void copySnippet(snippet)}>
            <Copy aria-hidden className="size-4" />
            Copy snippet
          </Button>
        </div>
        <h4 className="mt-2 font-semibold">How it looks</h4>
        <iframe
          src={links.widget}
          title="Your quote widget, live"
          className="h-[36rem] w-full max-w-md rounded-md border border-border bg-card"
        />
      </Part>

      <Part id="website-qr" title="QR code">
        <p className="text-sm text-muted-foreground">
          For flyers, signs and vehicles: it opens your quote page.
        </p>
        <QrCode
          text={links.quotePage}
          label={`QR code of ${links.quotePage}`}
          fileName={`${slug}-quote-qr`}
        />
      </Part>
    </div>
  );
}
