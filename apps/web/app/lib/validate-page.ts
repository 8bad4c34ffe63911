/**
 * Page validation (spec §5 and §8; the original's Nuxt `validate` page meta,
 * spec §5). A route declares what makes its URL valid; when
 * the URL names something that does not exist (an unknown template scene, a
 * facet value the provider rejects…) the page is a real 404 titled
 * `Page Not Found`, carrying the path:
 *
 * - server request → HTTP 404, the root error boundary's 404 page;
 * - client navigation → the same error page (the loader runs on the server
 *   through React Router's `.data` request, or in the browser for a
 *   `clientLoader`; either way the thrown 404 reaches the root boundary).
 *
 * Usage — first line of the route's `loader` (and/or `clientLoader`; 会员中心's
 * `?tab=`/`?plan=` check in routes/vip/vip.tsx is a real one):
 *
 * ```ts
 * import { validatePage, pageNotFound } from "~/lib/validate-page";
 *
 * export async function loader(args: Route.LoaderArgs) {
 *   // Sync or async; only the exact value `true` passes (as in Nuxt).
 *   await validatePage(args, ({ url }) => isKnownScene(url.searchParams.get("scene")));
 *   try {
 *     return await api.templates(filters);
 *   } catch (error) {
 *     // Or decide after asking the provider (it answers 422 for an unknown facet):
 *     if (error instanceof ApiError && error.status === 422) throw pageNotFound(args.url);
 *     throw error;
 *   }
 * }
 * ```
 *
 * A path that matches no route is NOT a validation failure: the splat route
 * sends it to the creative site (spec §2 rule 2).
 */
import { data, isRouteErrorResponse, type Params } from "react-router";

/** The error's title (Nuxt's statusMessage default), kept in English as the spec gives it. */
export const PAGE_NOT_FOUND = "Page Not Found";

export interface PageToValidate {
  url: URL;
  params: Params;
  /** Path with query, as shown in the error: `/template-community?scene=x`. */
  path: string;
}

/** A failure with its own status or message (Nuxt: a validate result object). */
export interface PageValidationFailure {
  status?: number;
  message?: string;
}

/**
 * Return `true` when the page exists. Anything else fails: `false`,
 * `undefined` (a forgotten `return`), or a {@link PageValidationFailure}.
 */
export type PageValidation = (
  page: PageToValidate,
) => boolean | PageValidationFailure | undefined | void | Promise<boolean | PageValidationFailure | undefined | void>;

/** What the thrown 404 response carries (`error.data` in the boundary). */
export interface PageNotFoundData {
  path: string;
  message: string;
}

/** Path with query of a request or URL, e.g. `/template-community?scene=x`. */
export function fullPath(input: Request | URL | string): string {
  const url = input instanceof Request ? new URL(input.url) : new URL(String(input), "http://localhost");
  return url.pathname + url.search + url.hash;
}

export function pageNotFoundMessage(path: string): string {
  return `${PAGE_NOT_FOUND}: ${path}`;
}

/**
 * The 404 to throw from a loader/clientLoader when the page does not exist:
 * `throw pageNotFound(request)`.
 */
export function pageNotFound(input: Request | URL | string, failure: PageValidationFailure = {}) {
  const path = fullPath(input);
  const body: PageNotFoundData = { path, message: failure.message ?? pageNotFoundMessage(path) };
  return data(body, { status: failure.status ?? 404, statusText: PAGE_NOT_FOUND });
}

/**
 * Runs a route's validation; throws {@link pageNotFound} unless it returns
 * exactly `true`. Takes the loader's `url` (the page URL), not `request.url`,
 * which for a client navigation is the `.data` request's URL.
 */
export async function validatePage(args: { url: URL; params: Params }, validate: PageValidation): Promise<void> {
  const { url, params } = args;
  const result = await validate({ url, params, path: url.pathname + url.search });
  if (result === true) return;
  throw pageNotFound(url, typeof result === "object" && result !== null ? result : {});
}

/** True for the error a failed page validation produces (in the error boundary). */
export function isPageNotFound(
  error: unknown,
): error is { status: number; statusText: string; data: PageNotFoundData } {
  return (
    isRouteErrorResponse(error) &&
    error.statusText === PAGE_NOT_FOUND &&
    typeof (error.data as Partial<PageNotFoundData> | undefined)?.path === "string"
  );
}
