import { describe, expect, it } from "vitest";
import { accessPolicy, checkAccess, checkCsrf, isLoopbackHost, TOKEN_COOKIE } from "./auth.js";

const request = (headers: Record<string, string>, path = "/", method = "GET") => ({ method, headers, url: new URL(path, "http://x.invalid") });

describe("the review server's access policy", () => {
  it("knows loopback addresses from the others", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "LOCALHOST", "app.localhost"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "example.com", "127.0.0.1.example.com", "localhost.example.com"]) expect(isLoopbackHost(host), host).toBe(false);
  });

  it("bound beyond loopback, refuses every request without its token and admits the token as bearer, cookie or query", () => {
    const policy = accessPolicy("0.0.0.0");
    expect(policy.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(accessPolicy("0.0.0.0").token).not.toBe(policy.token);
    const host = { host: "192.168.1.20:4173" };
    expect(checkAccess(request(host), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(request({ ...host, authorization: "Bearer wrong" }), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(request({ ...host, cookie: `${TOKEN_COOKIE}=${policy.token!.slice(0, -1)}${policy.token!.endsWith("x") ? "y" : "x"}` }), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(request(host, `/?token=${policy.token!.slice(1)}`), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(request({ ...host, authorization: `Bearer ${policy.token}` }), policy)).toEqual({ allowed: true, tokenFromQuery: false });
    expect(checkAccess(request({ ...host, cookie: `other=1; ${TOKEN_COOKIE}=${policy.token}` }), policy)).toEqual({ allowed: true, tokenFromQuery: false });
    expect(checkAccess(request(host, `/runs?token=${policy.token}`), policy)).toEqual({ allowed: true, tokenFromQuery: true });
    // A loopback Host header does not stand in for the token either.
    expect(checkAccess(request({ host: "127.0.0.1:4173" }), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(accessPolicy("192.168.1.20", "a-chosen-secret-of-some-length").token).toBe("a-chosen-secret-of-some-length");
  });

  it("on loopback, asks no token but refuses a Host that is not loopback (DNS rebinding) and a request without Host", () => {
    const policy = accessPolicy("127.0.0.1");
    expect(policy.token).toBeUndefined();
    expect(checkAccess(request({ host: "127.0.0.1:4173" }), policy)).toEqual({ allowed: true, tokenFromQuery: false });
    expect(checkAccess(request({ host: "localhost:4173" }), policy)).toMatchObject({ allowed: true });
    expect(checkAccess(request({ host: "[::1]:4173" }), policy)).toMatchObject({ allowed: true });
    expect(checkAccess(request({ host: "attacker.example:4173" }), policy)).toMatchObject({ allowed: false, status: 403 });
    expect(checkAccess(request({}), policy)).toMatchObject({ allowed: false, status: 400 });
  });

  it("on loopback with a token the user gave, requires it on every request, and still refuses a foreign Host", () => {
    const policy = accessPolicy("127.0.0.1", "a-chosen-secret-of-some-length");
    expect(policy.token).toBe("a-chosen-secret-of-some-length");
    const host = { host: "127.0.0.1:4173" };
    expect(checkAccess(request(host), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(request({ host: "localhost:4173", authorization: "Bearer wrong-secret-of-some-length" }), policy)).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(request({ ...host, authorization: `Bearer ${policy.token}` }), policy)).toEqual({ allowed: true, tokenFromQuery: false });
    expect(checkAccess(request(host, `/?token=${policy.token}`), policy)).toEqual({ allowed: true, tokenFromQuery: true });
    expect(checkAccess(request({ host: "attacker.example:4173", authorization: `Bearer ${policy.token}` }), policy)).toMatchObject({ allowed: false, status: 403 });
  });

  it("refuses a post from another origin or site, and a form without the server's CSRF token", () => {
    const policy = accessPolicy("127.0.0.1");
    const host = "127.0.0.1:4173";
    expect(checkAccess(request({ host, origin: "http://127.0.0.1:4173" }, "/", "POST"), policy)).toMatchObject({ allowed: true });
    expect(checkAccess(request({ host }, "/", "POST"), policy)).toMatchObject({ allowed: true });
    expect(checkAccess(request({ host, origin: "http://evil.example" }, "/", "POST"), policy)).toMatchObject({ allowed: false, status: 403 });
    expect(checkAccess(request({ host, "sec-fetch-site": "cross-site" }, "/", "POST"), policy)).toMatchObject({ allowed: false, status: 403 });
    expect(checkCsrf(policy.csrf, policy)).toBe(true);
    expect(checkCsrf(undefined, policy)).toBe(false);
    expect(checkCsrf("", policy)).toBe(false);
    expect(checkCsrf(accessPolicy("127.0.0.1").csrf, policy)).toBe(false);
  });
});
