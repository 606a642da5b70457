import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";

/**
 * Who may use the review server. On a loopback address only this machine can connect, so no token is asked unless
 * the user gave one, and the Host header must name a loopback host (a page on another site cannot reach the server
 * through DNS rebinding). Bound to any other address, or on loopback with a token the user gave (other users of a
 * shared machine reach loopback too), every request needs the access token (Bearer header, the cookie set on the
 * first visit, or `?token=` once). A form post also needs the server's CSRF token from a hidden field and,
 * when the browser names one, an Origin equal to the server's own.
 */
export interface AccessPolicy {
  /** The address the server is bound to, as given (127.0.0.1, ::1, localhost, 0.0.0.0, a LAN address). */
  bindHost: string;
  /** Required on every request when bound beyond loopback or given by the user; undefined otherwise. */
  token: string | undefined;
  /** Embedded in every form; required on every POST. */
  csrf: string;
}

export const TOKEN_COOKIE = "qaforge_token";

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || /^::ffff:127\./.test(bare);
  return false;
}

function randomToken(): string {
  return randomBytes(24).toString("base64url");
}

/** A policy for a server bound to `bindHost`: the token given, else a fresh random one unless it is loopback. */
export function accessPolicy(bindHost: string, token?: string): AccessPolicy {
  return { bindHost, token: token || (isLoopbackHost(bindHost) ? undefined : randomToken()), csrf: randomToken() };
}

export interface AccessRequest {
  method: string;
  headers: IncomingHttpHeaders;
  url: URL;
}

export type AccessDecision =
  | { allowed: true; /** The token came in the query: set the cookie and redirect to the same URL without it. */ tokenFromQuery: boolean }
  | { allowed: false; status: 400 | 401 | 403; reason: string };

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const part of (headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function hostnameOf(hostHeader: string): string {
  return hostHeader.startsWith("[") ? hostHeader.slice(0, hostHeader.indexOf("]") + 1) : hostHeader.replace(/:\d+$/, "");
}

/** Whether a request may be served (the CSRF field of a form post is checked separately, once its body is read). */
export function checkAccess(request: AccessRequest, policy: AccessPolicy): AccessDecision {
  const host = request.headers.host;
  if (!host) return { allowed: false, status: 400, reason: "the request has no Host header" };
  if ((!policy.token || isLoopbackHost(policy.bindHost)) && !isLoopbackHost(hostnameOf(host))) {
    return { allowed: false, status: 403, reason: `this server answers only to a loopback host name, not ${host}` };
  }
  let tokenFromQuery = false;
  if (policy.token) {
    const authorization = request.headers.authorization;
    const bearer = authorization?.startsWith("Bearer ") ? authorization.slice(7) : undefined;
    const queryToken = request.url.searchParams.get("token") ?? undefined;
    tokenFromQuery = sameSecret(queryToken, policy.token);
    if (!tokenFromQuery && !sameSecret(bearer, policy.token) && !sameSecret(cookieValue(request.headers, TOKEN_COOKIE), policy.token)) {
      return { allowed: false, status: 401, reason: "this server needs its access token (printed when it started)" };
    }
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) return { allowed: false, status: 403, reason: `a form from ${origin} cannot post here` };
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") return { allowed: false, status: 403, reason: "a form from another site cannot post here" };
  }
  return { allowed: true, tokenFromQuery };
}

/** The CSRF field of a form post. */
export function checkCsrf(field: string | undefined, policy: AccessPolicy): boolean {
  return sameSecret(field, policy.csrf);
}
