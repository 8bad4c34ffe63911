/** Cache policies, named once. */

/** Content addressed by a version in its URL (template covers): cache for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Icon data changes only when the icon packages are upgraded. */
export const ICONS = "public, max-age=604800, stale-while-revalidate=86400";

/** Generated images without a version in the URL (avatars): a day is plenty. */
export const ONE_DAY = "public, max-age=86400";
