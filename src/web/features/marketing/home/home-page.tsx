import { HydrateLater } from "@/web/lib/hydrate-later";
import { usePageMeta } from "@/web/seo/use-page-meta";
import { MarketingLayout } from "../components/marketing-layout";
import { StickyCta } from "../components/sticky-cta";
import { ContactSection } from "../contact/contact-section";
import { HOME_FAQ, HOME_META } from "../content/home-content";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { IndustriesSection } from "./industries-section";
import { IntegrationsSection, PaymentMethodsSection } from "./integrations-section";
import { LeadLossSection } from "./lead-loss-section";

/**
 * The home page (/, /landing, /quotewise) and its sections: docs/product/marketing-site.md#pages.
 */
export default function HomePage() {
  usePageMeta(HOME_META);
  return (
    <MarketingLayout onHome>
      {/* Each section hydrated in a task of its own, after the nav and the cookie banner
          (src/web/lib/hydrate-later.tsx); their links work before. */}
      <HydrateLater>
        <HeroSection />
      </HydrateLater>
      <HydrateLater>
        <LeadLossSection />
      </HydrateLater>
      <HydrateLater>
        <FeaturesSection />
      </HydrateLater>
      <HydrateLater>
        <IndustriesSection />
      </HydrateLater>
      <HydrateLater>
        <HowItWorksSection />
      </HydrateLater>
      <HydrateLater>
        <IntegrationsSection />
      </HydrateLater>
      <HydrateLater>
        <PaymentMethodsSection />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
      <HydrateLater>
        <FaqSection items={HOME_FAQ} />
      </HydrateLater>
      <StickyCta />
    </MarketingLayout>
  );
}
