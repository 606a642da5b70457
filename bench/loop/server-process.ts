import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The mock model server (server.ts) in a child process, so that its work does not share the client's event loop. */
export async function startServer(latency: number, options: { reportCpu?: boolean } = {}): Promise<{ baseUrl: string; stop: () => Promise<number | undefined> }> {
  const script = fileURLToPath(new URL("./server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, String(latency), ...(options.reportCpu ? ["--report-cpu"] : [])], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    if (!options.reportCpu) process.stderr.write(chunk);
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the model server exited with ${code}`)));
  });
  return {
    baseUrl,
    /** Stops the server; with `reportCpu`, resolves with the CPU milliseconds it spent. */
    stop: () =>
      new Promise<number | undefined>((resolve) => {
        child.once("exit", () => {
          const cpu = /server cpu (\d+) ms/.exec(stderr);
          resolve(cpu ? Number(cpu[1]) : undefined);
        });
        child.kill("SIGTERM");
      }),
  };
}
