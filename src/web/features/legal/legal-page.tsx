import { Fragment, type ReactNode, useMemo } from "react";
import { Button } from "@/web/components/ui/button";
import { SimplePageLayout } from "@/web/components/ui/simple-page-layout";
import { openConsentSettings } from "@/web/lib/consent/consent-store";
import { HydrateLater } from "@/web/lib/hydrate-later";
import type { PageMeta } from "@/web/seo/page-meta";
import { organizationData } from "@/web/seo/structured-data";
import { usePageMeta } from "@/web/seo/use-page-meta";
import type { LegalBlock, LegalPageRecord } from "./content/types";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Text with its email addresses as mailto links. */
function withEmailLinks(text: string): ReactNode {
  return text.split(EMAIL).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed text split once
    <Fragment key={index}>
      {index % 2 === 1 ? (
        <a href={`mailto:${part}`} className="font-medium text-primary underline">
          {part}
        </a>
      ) : (
        part
      )}
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p className="mt-4">{withEmailLinks(block.text)}</p>;
    case "list":
      return (
        <ul className="mt-4 grid list-disc gap-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{withEmailLinks(item)}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <section
          aria-label={block.caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-lg border border-border bg-card"
        >
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-muted">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="p-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={cell} scope="row" className="p-3 align-top font-medium">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed table cells
                      <td key={index} className="p-3 align-top">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
  }
}

/** A legal page: top bar with the logo, the dated text, footer with the copyright. */
export function LegalPage({ record }: { record: LegalPageRecord }) {
  const meta = useMemo<PageMeta>(
    () => ({
      title: record.title,
      description: record.description,
      canonicalPath: record.path,
      structuredData: [organizationData()],
    }),
    [record],
  );
  usePageMeta(meta);
  return (
    <SimplePageLayout>
      <article className="text-foreground">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{record.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {record.dateLine.label}{" "}
          <time dateTime={record.dateLine.isoDate}>{record.dateLine.date}</time>
        </p>
        <p className="mt-6 text-lg">{record.intro}</p>
        {record.cookieSettingsButton && (
          <Button variant="secondary" className="mt-6" onClick={openConsentSettings}>
            Change cookie settings
          </Button>
        )}
        {record.sections.map((section) => (
          // Hydrated section by section after the page shows (src/web/lib/hydrate-later.tsx).
          <HydrateLater key={section.heading}>
            <section className="render-when-near mt-10 [contain-intrinsic-size:auto_12rem]">
              <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of fixed text
                <Block key={index} block={block} />
              ))}
            </section>
          </HydrateLater>
        ))}
      </article>
    </SimplePageLayout>
  );
}
