import type { ComponentProps } from "react";
import { ToolCard, toolCardOnView } from "../../components/tool-card";
import type { TemplateCard, Tool } from "../../lib/api-schemas";
import { TemplateTile } from "./template-tile";

export function ToolGrid({
  tools,
  testId,
  ...card
}: { tools: Tool[]; testId?: string } & Omit<ComponentProps<typeof ToolCard>, "tool" | "favourite">) {
  // With their platform chips the cards have a height known from data (toolCardHeight): each renders on view,
  // as on 工具大全. On a phone 热门工具 starts just below the fold, inside the distance at which a section renders,
  // so its eight cards (a third of the page's elements) were styled and laid out before the first paint.
  const onView = card.showPlatforms !== false;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {tools.map((tool) => (
        <li key={tool.id} {...(onView ? toolCardOnView(tool, card.viewerIsVip) : {})}>
          <ToolCard tool={tool} {...card} />
        </li>
      ))}
    </ul>
  );
}

export function TemplateGrid({ templates, testId }: { templates: TemplateCard[]; testId?: string }) {
  return (
    // Each tile renders on view at its exact height (render-on-view-tile in a tile-grid, app.css): columns and
    // gap are the variables the placeholder's size is computed from; --tile-text is TemplateTile's text block.
    <ul
      className="tile-grid [--cols:2] [--gap:1rem] [--tile-text:68px] sm:[--cols:4] lg:[--cols:8]"
      data-testid={testId}
    >
      {templates.map((template) => (
        <li key={template.id} className="render-on-view-tile ring-room">
          <TemplateTile template={template} />
        </li>
      ))}
    </ul>
  );
}
