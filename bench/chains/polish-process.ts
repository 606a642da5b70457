import { spawn } from "node:child_process";

/** One `qaforge polish` process of the built CLI `cli` with `args` (and Node's own `nodeArgs`): its wall time and CPU time; it must succeed. */
export function polishProcess(cli: string, args: string[], nodeArgs: string[] = []): Promise<{ seconds: number; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-f", "%U %S", process.execPath, ...nodeArgs, cli, "polish", ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const times = /(\d+\.\d+) (\d+\.\d+)\s*$/.exec(stderr);
      if (code !== 0 || !times) return reject(new Error(`qaforge polish exited with ${code}: ${stderr.trim()}`));
      resolve({ seconds, cpuMs: (Number(times[1]) + Number(times[2])) * 1000 });
    });
  });
}
