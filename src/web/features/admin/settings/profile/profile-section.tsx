import { contrastRatio, HEX_COLOR_PATTERN, MIN_TEXT_CONTRAST } from "@/shared/color-contrast";
import { Label } from "@/web/components/ui/label";
import { AddButton, RemoveButton } from "../form/list-buttons";
import { SelectSetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import { type SectionForm, useSectionForm } from "../form/use-section-form";
import { QuotePreview } from "../preview/quote-preview";
import { useBusinessSettings } from "../use-business-settings";
import {
  applyProfileDraft,
  PRODUCT_PRIMARY_COLOR,
  type ProfileDraft,
  toProfileDraft,
} from "./profile-draft";

const rules = { toDraft: toProfileDraft, toConfig: applyProfileDraft };

/** Every IANA zone the browser knows, with the business's own first if it is another spelling. */
function timeZoneChoices(current: string) {
  const zones = Intl.supportedValuesOf("timeZone");
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replaceAll("_", " "),
  }));
}

function contrastHint(color: string): string {
  const rule = `Buttons show white text on it, which needs a contrast of at least ${MIN_TEXT_CONTRAST}:1.`;
  if (!HEX_COLOR_PATTERN.test(color)) return rule;
  return `${rule} This colour: ${contrastRatio(color, "#ffffff").toFixed(2)}:1.`;
}

function BrandColor({ form }: { form: SectionForm<ProfileDraft> }) {
  const { draft, update } = form;
  const field = form.field("brand.primaryColor");
  const pickerId = `${field.id}-picker`;
  const setColor = (value: string) =>
    update((next) => {
      next.primaryColor = value;
    });
  return (
    <div className="flex items-start gap-3">
      <div>
        <Label htmlFor={pickerId}>Colour picker</Label>
        <input
          id={pickerId}
          type="color"
          value={
            HEX_COLOR_PATTERN.test(draft.primaryColor)
              ? draft.primaryColor.toLowerCase()
              : PRODUCT_PRIMARY_COLOR
          }
          onChange={(event) => setColor(event.target.value)}
          className="block h-11 w-16 cursor-pointer rounded-md border border-input bg-card p-1"
        />
      </div>
      <TextSetting
        field={field}
        label="Primary colour (hex)"
        hint={contrastHint(draft.primaryColor)}
        value={draft.primaryColor}
        onChange={setColor}
        placeholder="#2f54d4"
        spellCheck={false}
        className="flex-1"
      />
    </div>
  );
}

function SocialLinks({ form }: { form: SectionForm<ProfileDraft> }) {
  const { draft, update } = form;
  return (
    <SettingsGroup legend="Social links" description="Shown on your pages and emails.">
      {draft.socials.map((social, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs edited in place
          key={index}
          className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end"
        >
          <TextSetting
            field={form.field(`contact.socials[${index}].label`)}
            label={`Link ${index + 1} name`}
            value={social.label}
            onChange={(value) =>
              update((next) => {
                next.socials[index]!.label = value;
              })
            }
            placeholder="Facebook"
          />
          <TextSetting
            field={form.field(`contact.socials[${index}].url`)}
            label={`Link ${index + 1} address`}
            type="url"
            value={social.url}
            onChange={(value) =>
              update((next) => {
                next.socials[index]!.url = value;
              })
            }
            placeholder="https://"
          />
          <RemoveButton
            label={`Remove link ${index + 1}`}
            onClick={() => update((next) => void next.socials.splice(index, 1))}
          />
        </div>
      ))}
      <AddButton
        label="Add a link"
        onClick={() => update((next) => void next.socials.push({ label: "", url: "" }))}
      />
    </SettingsGroup>
  );
}

/** Who the business is: name, look, contact, where it works (docs/product/settings.md#profile). */
export function ProfileSection() {
  const { slug } = useBusinessSettings();
  const form = useSectionForm(rules);
  const { draft, update } = form;
  const text = (key: Exclude<keyof ProfileDraft, "socials">) => (value: string) =>
    update((next) => {
      next[key] = value;
    });

  return (
    <SettingsSectionForm
      form={form}
      saveLabel="Save profile"
      preview={<QuotePreview config={form.previewConfig} slug={slug} />}
    >
      <SettingsGroup legend="Business">
        <TextSetting
          field={form.field("name")}
          label="Business name"
          value={draft.name}
          onChange={text("name")}
          autoComplete="organization"
        />
        <TextSetting
          field={form.field("tagline")}
          label="Tagline"
          value={draft.tagline}
          onChange={text("tagline")}
        />
      </SettingsGroup>
      <SettingsGroup
        legend="Look"
        description="Your colour and logo on your quote, payment and terms pages."
      >
        <BrandColor form={form} />
        <TextSetting
          field={form.field("brand.logoUrl")}
          label="Logo address (optional)"
          hint="An https:// link to your logo image; your name shows instead without one."
          type="url"
          value={draft.logoUrl}
          onChange={text("logoUrl")}
          placeholder="https://"
        />
      </SettingsGroup>
      <SettingsGroup legend="Contact" description="How your customers reach you.">
        <TextSetting
          field={form.field("contact.email")}
          label="Contact email"
          type="email"
          value={draft.email}
          onChange={text("email")}
          autoComplete="email"
        />
        <TextSetting
          field={form.field("contact.phone")}
          label="Phone (optional)"
          type="tel"
          value={draft.phone}
          onChange={text("phone")}
          autoComplete="tel"
        />
        <TextSetting
          field={form.field("contact.website")}
          label="Website (optional)"
          type="url"
          value={draft.website}
          onChange={text("website")}
          placeholder="https://"
        />
        <TextSetting
          field={form.field("contact.reviewUrl")}
          label="Review page (optional)"
          hint="Your Google review link, for example: customers are offered it on their page after a visit is done."
          type="url"
          value={draft.reviewUrl}
          onChange={text("reviewUrl")}
          placeholder="https://"
        />
        <TextSetting
          field={form.field("notifyEmail")}
          label="Email for new orders (optional)"
          hint="Paid orders and custom quote requests are sent here; to the contact email without one."
          type="email"
          value={draft.notifyEmail}
          onChange={text("notifyEmail")}
        />
      </SettingsGroup>
      <SocialLinks form={form} />
      <SettingsGroup legend="Where you work">
        <SelectSetting
          field={form.field("timezone")}
          label="Time zone"
          hint="Your days, deadlines and season dates follow it."
          value={draft.timezone}
          onChange={text("timezone")}
          choices={timeZoneChoices(draft.timezone)}
        />
        <TextSetting
          field={form.field("state")}
          label="State"
          hint="Two letters, such as NY: addresses are looked up in it."
          value={draft.state}
          onChange={(value) =>
            update((next) => {
              next.state = value.toUpperCase();
            })
          }
          maxLength={2}
          autoComplete="address-level1"
          className="sm:max-w-xs"
        />
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
