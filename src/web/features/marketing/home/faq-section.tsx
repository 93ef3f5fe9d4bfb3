import { FaqList } from "../components/faq-list";
import { SectionHeading } from "../components/section-heading";
import type { FaqItem } from "../content/types";

export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq-title" className="render-when-near py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions business owners ask" />
        <div className="mt-10">
          <FaqList items={items} />
        </div>
      </div>
    </section>
  );
}
