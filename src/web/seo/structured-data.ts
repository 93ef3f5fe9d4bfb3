import { COMPANY } from "@/shared/company";
import { PUBLIC_URL_PLACEHOLDER } from "@/shared/site-pages";

/** schema.org descriptions for JSON-LD; URLs use the placeholder the server fills with PUBLIC_URL. */

export function organizationData(): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.productName,
    legalName: COMPANY.legalName,
    url: `${PUBLIC_URL_PLACEHOLDER}/`,
    logo: `${PUBLIC_URL_PLACEHOLDER}/favicon.svg`,
    email: COMPANY.supportEmail,
  };
}

export function softwareApplicationData(): object {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: COMPANY.productName,
    url: `${PUBLIC_URL_PLACEHOLDER}/`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    description:
      "Instant online quoting and card payments for service businesses: service-area checks, price matrices and hosted checkout.",
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      description: "No monthly fee; 4.9% + $0.30 per completed transaction.",
    },
  };
}

export function faqPageData(faq: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
