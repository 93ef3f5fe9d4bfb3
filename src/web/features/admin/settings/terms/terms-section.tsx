import { Link } from "wouter";
import type { BusinessConfig } from "@/shared/business-config";
import { scopeOfSlug } from "@/shared/business-scope";
import { ROUTES } from "@/shared/routes";
import { AddButton, MoveButtons, moveItem, RemoveButton } from "../form/list-buttons";
import { SettingsGroup, TextAreaSetting, TextSetting } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import { useSectionForm } from "../form/use-section-form";
import { useBusinessSettings } from "../use-business-settings";

type TermsDraft = BusinessConfig["terms"];

const rules = {
  toDraft: (config: BusinessConfig): TermsDraft => structuredClone(config.terms),
  toConfig: (config: BusinessConfig, terms: TermsDraft) => ({
    config: { ...config, terms },
    issues: [],
  }),
};

/**
 * The business's own terms with its customers, shown at /b/{slug}/terms and linked from its
 * quote page (docs/product/settings.md#customer-terms).
 */
export function TermsSection() {
  const { slug } = useBusinessSettings();
  const form = useSectionForm(rules);
  const { draft, update } = form;
  const termsPath = `${scopeOfSlug(slug).pageBase}${ROUTES.terms}`;

  return (
    <SettingsSectionForm form={form} saveLabel="Save terms">
      <p className="text-sm text-muted-foreground">
        Your customers accept these when they pay. They are shown at{" "}
        <Link href={termsPath} className="font-medium text-primary underline underline-offset-2">
          {termsPath}
        </Link>
        .
      </p>
      <SettingsGroup legend="Terms">
        <TextSetting
          field={form.field("terms.updated")}
          label="Last updated"
          type="date"
          value={draft.updated}
          onChange={(value) =>
            update((next) => {
              next.updated = value;
            })
          }
          className="max-w-56"
        />
      </SettingsGroup>
      {draft.sections.map((section, sectionIndex) => {
        const path = `terms.sections[${sectionIndex}]`;
        const name = `section ${sectionIndex + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place; a move swaps their contents
          <SettingsGroup key={sectionIndex} legend={`Section ${sectionIndex + 1}`}>
            <div className="flex flex-wrap items-end gap-2">
              <TextSetting
                field={form.field(`${path}.heading`)}
                label="Heading"
                value={section.heading}
                onChange={(value) =>
                  update((next) => {
                    next.sections[sectionIndex]!.heading = value;
                  })
                }
                className="min-w-48 flex-1"
              />
              <MoveButtons
                name={name}
                index={sectionIndex}
                count={draft.sections.length}
                onMove={(from, to) => update((next) => moveItem(next.sections, from, to))}
              />
              <RemoveButton
                label={`Remove ${name}`}
                disabled={draft.sections.length === 1}
                onClick={() => update((next) => void next.sections.splice(sectionIndex, 1))}
              />
            </div>
            {section.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are edited in place
              <div key={index} className="flex items-start gap-2">
                <TextAreaSetting
                  field={form.field(`${path}.paragraphs[${index}]`)}
                  label={`Paragraph ${index + 1}`}
                  value={paragraph}
                  onChange={(value) =>
                    update((next) => {
                      next.sections[sectionIndex]!.paragraphs[index] = value;
                    })
                  }
                  className="flex-1"
                />
                <div className="pt-7">
                  <RemoveButton
                    label={`Remove paragraph ${index + 1} of ${name}`}
                    disabled={section.paragraphs.length === 1}
                    onClick={() =>
                      update(
                        (next) => void next.sections[sectionIndex]!.paragraphs.splice(index, 1),
                      )
                    }
                  />
                </div>
              </div>
            ))}
            <AddButton
              label="Add a paragraph"
              onClick={() =>
                update((next) => void next.sections[sectionIndex]!.paragraphs.push(""))
              }
            />
          </SettingsGroup>
        );
      })}
      <AddButton
        label="Add a section"
        onClick={() => update((next) => void next.sections.push({ heading: "", paragraphs: [""] }))}
      />
    </SettingsSectionForm>
  );
}
