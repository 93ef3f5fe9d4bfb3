import {
  BILLINGS,
  type Billing,
  OFFERING_ICONS,
  SEASON_DATES_NOT_SEASON_BILLED,
  type TextPlaceholder,
} from "@/shared/offering";
import {
  DERIVED_TEXT_PATHS,
  type DerivedTextPath,
  deriveTexts,
  ownerWords,
  type TextSource,
  textSource,
} from "@/shared/service-texts";
import { templateWordingPaths } from "@/shared/template-wording";
import { Button } from "@/web/components/ui/button";
import { useTemplateTexts } from "../api/get-template-texts";
import { AddButton, RemoveButton } from "../form/list-buttons";
import { SelectSetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import type { SectionForm } from "../form/use-section-form";
import type { OfferingDraft } from "./offering-draft";

type Form = SectionForm<OfferingDraft>;
type Service = OfferingDraft["service"];
/** What a text's hint says: the placeholders it takes, or why it takes none here. */
type TextHint = { placeholders: readonly TextPlaceholder[]; note?: string };

/** One text of the service: where it is under `service`, its label, the placeholders it takes. */
type ServiceText = {
  path: readonly string[];
  label: string;
  /** The placeholders it takes; some only for some services (the season's dates). */
  placeholders?: readonly TextPlaceholder[] | ((service: Service) => TextHint);
  /** May be left empty (then the wizard shows nothing). */
  optional?: boolean;
};

/** The owner's words the derived texts are made of (docs/product/settings.md#your-words-and-the-texts). */
const WORDS: readonly {
  key: "name" | "propertyNoun" | "measure" | "unit";
  label: string;
  hint: string;
}[] = [
  {
    key: "name",
    label: "Service name",
    hint: "Lower case, in sentences: \u201cWhere do you need house cleaning?\u201d",
  },
  {
    key: "propertyNoun",
    label: "What the customer's property is called",
    hint: "Lower case: home, lawn, driveway.",
  },
  {
    key: "measure",
    label: "What your options measure",
    hint: "Lower case; names the option step: \u201cSelect your home size\u201d.",
  },
  {
    key: "unit",
    label: "What one sale is called",
    hint: "Lower case, after each price: \u201cone clean\u201d, \u201cper visit\u201d.",
  },
];

const WIZARD: readonly TextPlaceholder[] = ["service", "areas"];

const BILLING_LABELS: Record<Billing, string> = {
  one_time: "Once",
  per_visit: "Per visit",
  season: "For a season",
};

/** The texts that say what the service is, in the customer's words. */
const ABOUT_TEXTS: readonly ServiceText[] = [
  { path: ["headline"], label: "Headline under the page title", placeholders: WIZARD },
  { path: ["linkText"], label: "Link text of your website snippet", placeholders: WIZARD },
  { path: ["contract", "name"], label: "What the customer buys (lower case)" },
  {
    path: ["contract", "line"],
    label: "Summary line on the order",
    // The hint says what the schema accepts for this billing, in the same words as its problem.
    placeholders: (service) =>
      service.billing === "season"
        ? { placeholders: ["start", "end"], note: "the season's first and last day" }
        : { placeholders: [], note: `This text ${SEASON_DATES_NOT_SEASON_BILLED}.` },
  },
];

const progressTexts = (step: string): ServiceText[] => [
  { path: ["steps", step, "progressLabel"], label: "Progress label" },
  { path: ["steps", step, "progressShortLabel"], label: "Short progress label (phones)" },
];

/** The wizard's texts step by step (docs/product/settings.md#what-you-sell). */
const STEP_TEXTS: readonly { legend: string; texts: readonly ServiceText[] }[] = [
  {
    legend: "Step 1: address",
    texts: [
      { path: ["steps", "address", "title"], label: "Title", placeholders: WIZARD },
      {
        path: ["steps", "address", "subtitle"],
        label: "Subtitle",
        placeholders: WIZARD,
        optional: true,
      },
      {
        path: ["steps", "address", "compactSubtitle"],
        label: "Subtitle in the website widget",
        placeholders: WIZARD,
        optional: true,
      },
      ...progressTexts("address"),
    ],
  },
  {
    legend: "Step 2: option",
    texts: [
      { path: ["steps", "option", "title"], label: "Title", placeholders: WIZARD },
      {
        path: ["steps", "option", "subtitle"],
        label: "Subtitle",
        placeholders: WIZARD,
        optional: true,
      },
      { path: ["steps", "option", "prompt"], label: "What the choice is called" },
      { path: ["steps", "option", "priceUnit"], label: "After each price (such as per visit)" },
      ...progressTexts("option"),
    ],
  },
  {
    legend: "Step 3: add-ons",
    texts: [
      { path: ["steps", "addons", "title"], label: "Title", placeholders: WIZARD },
      {
        path: ["steps", "addons", "subtitle"],
        label: "Subtitle",
        placeholders: WIZARD,
        optional: true,
      },
      ...progressTexts("addons"),
    ],
  },
  {
    legend: "Step 4: review",
    texts: [
      { path: ["steps", "review", "title"], label: "Title", placeholders: WIZARD },
      {
        path: ["steps", "review", "subtitle"],
        label: "Subtitle",
        placeholders: WIZARD,
        optional: true,
      },
      ...progressTexts("review"),
    ],
  },
  {
    legend: "The custom quote request",
    texts: [
      { path: ["steps", "details", "title"], label: "Title", placeholders: WIZARD },
      {
        path: ["steps", "details", "subtitle"],
        label: "Subtitle",
        placeholders: WIZARD,
        optional: true,
      },
      {
        path: ["steps", "details", "propertyPlaceholder"],
        label: "Example text in the property box",
      },
    ],
  },
];

export function placeholderHint(placeholders: readonly TextPlaceholder[] | undefined): string {
  if (!placeholders?.length) return "No placeholders here.";
  return `You can use ${placeholders.map((name) => `{${name}}`).join(", ")}.`;
}

function textHint(text: ServiceText, service: Service): string {
  const { placeholders } = text;
  if (typeof placeholders !== "function") return placeholderHint(placeholders);
  const hint = placeholders(service);
  if (!hint.placeholders.length) return hint.note ?? placeholderHint([]);
  const usable = placeholderHint(hint.placeholders);
  return hint.note ? `${usable.slice(0, -1)}: ${hint.note}.` : usable;
}

type TextRecord = Record<string, unknown>;

function readText(service: Service, path: readonly string[]): string {
  const value = path.reduce<unknown>(
    (node, key) => (node as TextRecord | undefined)?.[key],
    service,
  );
  return typeof value === "string" ? value : "";
}

const derivedPathOf = (text: ServiceText): DerivedTextPath | undefined =>
  DERIVED_TEXT_PATHS.find((path) => path === text.path.join("."));

/** Sets a text; an optional or derived one left empty is removed (a derived one is derived again). */
function writeText(service: Service, text: ServiceText, value: string): void {
  const parent = text.path
    .slice(0, -1)
    .reduce<TextRecord>((node, key) => node[key] as TextRecord, service as unknown as TextRecord);
  const key = text.path.at(-1)!;
  if ((text.optional || derivedPathOf(text)) && value === "") delete parent[key];
  else parent[key] = value;
}

/** Said beside a text the trade's template wrote, until the owner puts it in their words. */
const TEMPLATE_WORDING = "Still the template's words.";
const SOURCE_NOTES: Record<TextSource, string> = {
  derived: "From your words.",
  own: "Your own text.",
  template: TEMPLATE_WORDING,
};

/** Which texts read as the trade's template wrote them, by path under `service`. */
type TemplateWording = { paths: ReadonlySet<string>; texts: Readonly<Record<string, string>> };

function sourceOf(text: ServiceText, service: Service, template: TemplateWording): TextSource {
  const derived = derivedPathOf(text);
  if (derived) return textSource(service, derived, template.texts);
  return template.paths.has(text.path.join(".")) ? "template" : "own";
}

function ServiceTextField({
  form,
  text,
  template,
}: {
  form: Form;
  text: ServiceText;
  template: TemplateWording;
}) {
  const { service } = form.draft;
  const derivedPath = derivedPathOf(text);
  const source = sourceOf(text, service, template);
  const hint = textHint(text, service);
  const note = derivedPath || source === "template" ? `${SOURCE_NOTES[source]} ` : "";
  const derive = () =>
    form.update((next) => {
      writeText(next.service, text, "");
    });
  return (
    <div className="grid gap-1">
      <TextSetting
        field={form.field(`offering.service.${text.path.join(".")}`)}
        label={text.optional ? `${text.label} (optional)` : text.label}
        hint={`${note}${hint}`}
        value={readText(service, text.path)}
        placeholder={derivedPath && deriveTexts(ownerWords(service), service.billing)[derivedPath]}
        onChange={(value) =>
          form.update((next) => {
            writeText(next.service, text, value);
          })
        }
      />
      {derivedPath && source !== "derived" && (
        <div>
          <Button variant="ghost" size="sm" onClick={derive}>
            Use the text from your words
            <span className="sr-only">: {text.label}</span>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The owner's words, each named at its own field when it has a problem. */
function OwnerWordFields({ form }: { form: Form }) {
  const words = ownerWords(form.draft.service);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {WORDS.map((word) => (
        <TextSetting
          key={word.key}
          field={form.field(`offering.service.${word.key}`)}
          label={word.label}
          hint={word.hint}
          value={form.draft.service[word.key] ?? words[word.key]}
          onChange={(value) =>
            form.update((next) => {
              next.service[word.key] = value;
            })
          }
        />
      ))}
    </div>
  );
}

/** A list of texts of the service (bullets, next steps): at least one. */
function TextList({
  form,
  list,
  legend,
  itemLabel,
  placeholders,
  description,
}: {
  form: Form;
  list: "infoBullets" | "nextSteps";
  legend: string;
  itemLabel: string;
  placeholders: readonly TextPlaceholder[];
  description: string;
}) {
  const items = form.draft.service[list];
  return (
    <SettingsGroup legend={legend} description={`${description} ${placeholderHint(placeholders)}`}>
      {items.map((item, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs edited in place
          key={index}
          className="flex items-end gap-2"
        >
          <TextSetting
            field={form.field(`offering.service.${list}[${index}]`)}
            label={`${itemLabel} ${index + 1}`}
            value={item}
            onChange={(value) =>
              form.update((next) => {
                next.service[list][index] = value;
              })
            }
            className="flex-1"
          />
          <RemoveButton
            label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            disabled={items.length === 1}
            onClick={() => form.update((next) => void next.service[list].splice(index, 1))}
          />
        </div>
      ))}
      <AddButton
        label={`Add a ${itemLabel.toLowerCase()}`}
        onClick={() => form.update((next) => void next.service[list].push(""))}
      />
    </SettingsGroup>
  );
}

/** The service: what it is, how it is billed, and every text the customer reads. */
export function ServiceTexts({ form }: { form: Form }) {
  const { service } = form.draft;
  const templateTexts = useTemplateTexts(form.draft.trade).data?.texts ?? {};
  const template: TemplateWording = {
    paths: new Set(templateWordingPaths(service, templateTexts)),
    texts: templateTexts,
  };
  const field = (text: ServiceText) => (
    <ServiceTextField key={text.path.join(".")} form={form} text={text} template={template} />
  );
  // Named with their step, so "Subtitle" says which one.
  const wordedTexts = [
    ...ABOUT_TEXTS,
    ...STEP_TEXTS.flatMap(({ legend, texts }) =>
      texts.map((text) => ({ ...text, label: `${text.label} (${legend.toLowerCase()})` })),
    ),
  ].filter((text) => sourceOf(text, service, template) === "template");
  return (
    <>
      {wordedTexts.length > 0 && (
        <p
          data-testid="template-wording"
          className="rounded-md border border-warning-soft-foreground bg-warning-soft p-3 text-sm text-warning-soft-foreground"
        >
          {wordedTexts.length === 1
            ? "1 text still reads"
            : `${wordedTexts.length} texts still read`}{" "}
          as your trade's template wrote it: {wordedTexts.map((text) => text.label).join(", ")}.
          Each says "{TEMPLATE_WORDING}" until you change it.
        </p>
      )}
      <SettingsGroup
        legend="Your words"
        description="The texts below are made from these words, so they follow when you rename what you sell. A text you write yourself stays as you wrote it; empty it to go back to the text from your words."
      >
        <OwnerWordFields form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectSetting
            field={form.field("offering.service.billing")}
            label="Billed"
            value={service.billing}
            onChange={(value) =>
              form.update((next) => {
                next.service.billing = value as Billing;
              })
            }
            choices={BILLINGS.map((billing) => ({
              value: billing,
              label: BILLING_LABELS[billing],
            }))}
          />
          <SelectSetting
            field={form.field("offering.service.icon")}
            label="Icon"
            hint="Shown when you have no logo."
            value={service.icon}
            onChange={(value) =>
              form.update((next) => {
                next.service.icon = value as Service["icon"];
              })
            }
            choices={OFFERING_ICONS.map((icon) => ({ value: icon, label: icon }))}
          />
        </div>
      </SettingsGroup>
      <SettingsGroup legend="Your service's texts">{ABOUT_TEXTS.map(field)}</SettingsGroup>
      {STEP_TEXTS.map(({ legend, texts }) => (
        <SettingsGroup key={legend} legend={`Texts of ${legend.toLowerCase()}`}>
          {texts.map(field)}
        </SettingsGroup>
      ))}
      <TextList
        form={form}
        list="infoBullets"
        legend="Points on the review step"
        itemLabel="Point"
        placeholders={WIZARD}
        description="What the customer should know before paying; the website widget shows the first."
      />
      <TextList
        form={form}
        list="nextSteps"
        legend="Next steps after payment"
        itemLabel="Step"
        placeholders={["phone"]}
        description="Shown on the success page and the receipt."
      />
    </>
  );
}
