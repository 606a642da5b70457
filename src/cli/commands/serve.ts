import type { Command } from "commander";
import { DEFAULT_SERVE_PORT } from "../../config/defaults.js";
import { QaforgeError } from "../../errors.js";
import { action, type CliContext } from "../context.js";
import { EXIT } from "../io.js";

interface ServeFlags {
  host: string;
  port: string;
  token?: string;
  db?: string;
  json?: boolean;
}

export function registerServe(program: Command, context: CliContext): void {
  program
    .command("serve")
    .description("the review UI: runs, questions with their evidence, accept/reject/edit with an audit trail, export, charts")
    .argument("[path]", "corpus folder or document whose run store to open", ".")
    .option("--host <address>", "address to bind; beyond loopback every request needs the printed access token", "127.0.0.1")
    .option("--port <n>", "port (0 picks a free one)", String(DEFAULT_SERVE_PORT))
    .option("--token <secret>", "access token to require, on loopback too (default: a random one beyond loopback, printed; none on loopback)")
    .option("--db <file>", "run database (default: .qaforge/qaforge.db in the corpus folder)")
    .option("--json", "print the address (and token) as one JSON line")
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  qaforge serve examples/srd-and-science                 # http://127.0.0.1:4173/",
        "  qaforge serve corpus/ --port 8080",
        "  qaforge serve corpus/ --host 0.0.0.0                   # from other machines: open the printed address with its token",
        "",
        "Reviews are added to the run database; the generated questions are never changed. Stop with Ctrl-C.",
      ].join("\n"),
    )
    .action(
      action(context, async (path: string, flags: ServeFlags) => {
        const io = context.output();
        if (!/^\d{1,5}$/.test(flags.port)) throw new QaforgeError("invalid_argument", `--port must be a whole number from 0 to 65535, got "${flags.port}"`);
        const { serve } = await import("../../api/serve.js");
        const handle = await serve(path, { host: flags.host, port: Number(flags.port), token: flags.token, dbPath: flags.db });
        if (flags.json) io.out(JSON.stringify({ url: handle.url, open_url: handle.openUrl, token: handle.token ?? null, database: handle.database }));
        else {
          io.out(`qaforge review UI on ${handle.url} (store ${handle.database})`);
          if (handle.token) io.out(`every request needs the access token. Open once:\n  ${handle.openUrl}`);
          io.out("Ctrl-C to stop.");
        }
        const stopped = new Promise<void>((resolve) => {
          const stop = () => void handle.close().then(resolve);
          process.once("SIGINT", stop);
          process.once("SIGTERM", stop);
          handle.server.once("close", () => {
            process.off("SIGINT", stop);
            process.off("SIGTERM", stop);
            resolve();
          });
        });
        await stopped;
        return EXIT.ok;
      }),
    );
}
