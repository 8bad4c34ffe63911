import { Link } from "react-router";

/** The heading row every 首页 section starts with: title, hint and an optional "more" link. */
export function SectionHeading({
  id,
  title,
  hint,
  more,
}: {
  id: string;
  title: string;
  hint?: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {more ? (
        <Link to={more.to} className="shrink-0 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}
