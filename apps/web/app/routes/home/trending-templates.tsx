import { EmptyState, ErrorState } from "../../components/data-states";
import type { TemplateCard } from "../../lib/api-schemas";
import type { SectionResult } from "../../http/section";
import { TemplateGrid } from "./home-grids";
import { SectionHeading } from "./section-heading";

// Not skipped as a whole: its tiles render on view at their exact heights (TemplateGrid).
export function TrendingTemplates({ templates }: { templates: SectionResult<TemplateCard[]> }) {
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <SectionHeading
        id="templates-heading"
        title="热门模板"
        hint="本周使用最多的营销模板"
        more={{ to: "/template-community?sort=hot", label: "更多模板" }}
      />
      {!templates.ok ? (
        <ErrorState title="热门模板暂时无法加载" message={templates.message} />
      ) : templates.data.length === 0 ? (
        <EmptyState title="暂无热门模板" />
      ) : (
        <TemplateGrid templates={templates.data} testId="trending-templates" />
      )}
    </section>
  );
}
