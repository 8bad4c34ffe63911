import type { ComponentProps } from "react";
import { ToolCard } from "../../components/tool-card";
import type { TemplateCard, Tool } from "../../lib/api-schemas";
import { TemplateTile } from "./template-tile";

export function ToolGrid({
  tools,
  testId,
  ...card
}: { tools: Tool[]; testId?: string } & Omit<ComponentProps<typeof ToolCard>, "tool" | "favourite">) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} {...card} />
        </li>
      ))}
    </ul>
  );
}

export function TemplateGrid({ templates, testId }: { templates: TemplateCard[]; testId?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8" data-testid={testId}>
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateTile template={template} />
        </li>
      ))}
    </ul>
  );
}
