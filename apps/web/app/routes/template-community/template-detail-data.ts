import type { Route } from "./+types/template-detail-data";
import { httpContext } from "../../context";
import { loadDetailData, type DetailData } from "./detail-data";

/**
 * The detail dialog's data for client-side opens (`useFetcher().load`).
 * Opening, closing or switching the dialog changes only `?t=`, and the grid
 * behind it must not be fetched again for that (the route's
 * shouldRevalidate skips it); this small resource route loads just the
 * template and its similar ones. A direct load of `?t=<id>` is server-rendered
 * by the screen's own loader instead.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<DetailData> {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  return loadDetailData(context.get(httpContext), Number(params.id));
}
