import type { OptionalCategory } from "@/web/lib/consent/consent-choices";

export const ESSENTIAL_CATEGORY = {
  title: "Essential",
  description:
    "Keeps the site working: remembers this choice, keeps a business owner signed in to the dashboard and protects payments. Always on.",
};

export const OPTIONAL_CATEGORY_TEXT: Record<
  OptionalCategory,
  { title: string; description: string }
> = {
  performance: {
    title: "Performance",
    description:
      "Google Analytics counts visits and measures page speed, so we can see which pages help. Nothing loads unless you agree.",
  },
  functional: {
    title: "Functional",
    description:
      "Remembers small preferences, such as hiding the demo bar for a day after you close it.",
  },
  targeting: {
    title: "Targeting",
    description:
      "Would let advertising partners measure our campaigns. We use no such tools today; your choice is kept for when we do.",
  },
};
