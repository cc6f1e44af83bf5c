import type { TemplateList } from "@loupe/domain/options/templates";
import { oneOf } from "./url-filters";

export type TemplateAndClient = { template: string | null; client: string | null };

// The template and client filters every certificate list has (spec 000 §2, 001 §2.2), for a type's
// templates as its selector names them: the template options, both filters read from the URL, and
// what the API filters on.
export function templateAndClientFilter<List extends TemplateList>(
  templates: List,
  label: (template: List[number]) => string,
) {
  const templateOptions = templates.map((template) => ({
    value: String(template.id),
    label: label(template),
  }));
  const templateIds = templateOptions.map((option) => option.value);
  return {
    templateOptions,
    read: (params: URLSearchParams): TemplateAndClient => ({
      template: oneOf(templateIds, params.get("template")),
      client: params.get("client") || null,
    }),
    toQuery: ({ template, client }: TemplateAndClient): Record<string, string> => ({
      ...(template ? { templateId: template } : {}),
      ...(client ? { clientId: client } : {}),
    }),
  };
}
