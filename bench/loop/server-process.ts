import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The mock model server (server.ts) in a child process, so that its work does not share the client's event loop. */
export async function startServer(latency: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL("./server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, String(latency)], { stdio: ["ignore", "pipe", "inherit"] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the model server exited with ${code}`)));
  });
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
