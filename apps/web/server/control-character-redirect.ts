import type { RequestHandler } from "express";
import { localHref } from "../app/lib/local-href";

const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
const ENCODED_CONTROL_ALL = /%(?:[01][0-9a-f]|7f)/gi;

/**
 * A path holding encoded control characters (`/%0A//evil.example`, `/%09x`)
 * matches no route in React Router (its splat pattern stops at a newline),
 * so it would be a 404 here instead of the spec's hand-off to the creative
 * site (§2 rule 2). Send the visitor to the same path without them, as the
 * hand-off itself would, on this origin whatever the path held.
 */
export const controlCharacterRedirect: RequestHandler = (req, res, next) => {
  const queryAt = req.originalUrl.indexOf("?");
  const rawPath = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  if (!ENCODED_CONTROL.test(rawPath)) return next();
  const search = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
  res.set("Cache-Control", "no-store").redirect(302, localHref(rawPath.replace(ENCODED_CONTROL_ALL, "")) + search);
};
