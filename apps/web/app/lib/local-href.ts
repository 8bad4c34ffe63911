import { stripControlCharacters } from "./control-characters";

/**
 * A same-origin href from a path that arrived in a request. A path such as
 * `//evil.example` or `/\evil.example` is a valid pathname but, used as a
 * Location or link, would leave the site (protocol-relative URL). Collapsing
 * the leading run of slashes/backslashes to one slash and dropping control
 * characters keeps every result on this origin.
 */
export function localHref(pathname: string, search = "", hash = ""): string {
  const path = "/" + stripControlCharacters(pathname).replace(/^[/\\]+/, "");
  return path + search + hash;
}
