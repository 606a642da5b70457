import { existsSync } from "node:fs";
import { DEFAULT_SERVE_PORT } from "../config/defaults.js";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QaforgeError } from "../errors.js";
import { accessPolicy, isLoopbackHost } from "../serve/auth.js";
import { ReviewApp } from "../serve/app.js";
import { openDatabase } from "../store/database.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

export interface ServeOptions extends WorkspaceOptions {
  /** Address to bind; default 127.0.0.1. Any other than loopback requires the access token on every request. */
  host?: string;
  /** Port; default 4173; 0 picks a free one. */
  port?: number;
  /** Access token to require on every request, on loopback too; default a random one beyond loopback, none on loopback. */
  token?: string;
}

export interface ServeHandle {
  /** The server's address, e.g. http://127.0.0.1:4173/ */
  url: string;
  /** The address with the token, to open once in a browser (it then sits in a cookie); `url` when no token is required. */
  openUrl: string;
  /** The access token, when one is required (given, or bound beyond loopback). */
  token: string | undefined;
  host: string;
  port: number;
  database: string;
  server: Server;
  /** Stops accepting requests, ends open connections and closes the store. */
  close(): Promise<void>;
}

export { DEFAULT_SERVE_PORT };

/**
 * `qaforge serve`: the review UI over a corpus's run store. Runs with their statistics and cost, every accepted and
 * rejected question, evidence in the document's text (and the rendered PDF page), accept/reject/edit with an
 * append-only audit trail, export of the reviewed set, charts, and the chains pipeline's validation report.
 */
export async function serve(target: string, options: ServeOptions = {}): Promise<ServeHandle> {
  const workspace = resolveWorkspace(target, options);
  if (!existsSync(workspace.dbPath)) throw new QaforgeError("run_not_found", `no qaforge database at ${workspace.dbPath}; run \`qaforge generate\` first`, { subject: target });
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? DEFAULT_SERVE_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new QaforgeError("invalid_argument", `--port must be a whole number from 0 to 65535, got ${port}`);
  if (options.token !== undefined && options.token.length < 16) throw new QaforgeError("invalid_argument", "--token must have at least 16 characters");
  const policy = accessPolicy(host, options.token);
  const db = openDatabase(workspace.dbPath);
  const app = new ReviewApp(db, workspace.dbPath, policy);
  const server = createServer((request, response) => void app.handle(request, response));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new QaforgeError("invalid_argument", code === "EADDRINUSE" ? `port ${port} is in use; choose another with --port` : `cannot listen on ${host}:${port}: ${(error as Error).message}`, { cause: error });
  }
  const address = server.address() as AddressInfo;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${isLoopbackHost(host) && host === "localhost" ? "localhost" : shownHost}:${address.port}/`;
  let closed: Promise<void> | undefined;
  return {
    url,
    openUrl: policy.token ? `${url}?token=${encodeURIComponent(policy.token)}` : url,
    token: policy.token,
    host,
    port: address.port,
    database: workspace.dbPath,
    server,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      })),
  };
}
