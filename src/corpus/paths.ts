import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { QaforgeError } from "../errors.js";

/**
 * Resolves a path a model or user gave, relative to a root, and refuses anything that leaves the root: absolute
 * paths, `..` segments that climb out, and symlinks whose target is outside. Returns the absolute real path.
 */
export function resolveInsideRoot(root: string, requested: string): string {
  const realRoot = realpathSync(root);
  if (requested.includes("\0")) throw outside(requested, "contains a NUL byte");
  if (isAbsolute(requested)) throw outside(requested, "absolute paths are not allowed; give a path relative to the corpus root");
  const candidate = resolve(realRoot, requested);
  if (!isInside(realRoot, candidate)) throw outside(requested, "leaves the corpus root");
  let real: string;
  try {
    real = realpathSync(candidate);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new QaforgeError("document_not_found", "no such file in the corpus", { subject: requested });
    }
    throw error;
  }
  if (!isInside(realRoot, real)) throw outside(requested, "is a link that points outside the corpus root");
  return real;
}

export function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

function outside(requested: string, why: string): QaforgeError {
  return new QaforgeError("path_outside_root", why, { subject: requested });
}

/** Path relative to root with forward slashes, for display and stable keys. */
export function toCorpusRelative(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join("/");
}
