/**
 * The model server of the loop benchmark, in a process of its own (as a real model server is on another machine):
 * the mock OpenAI-compatible server answering with the offline engine after a fixed latency. Prints its base URL.
 * Run by bench/loop/run.ts: node --import tsx bench/loop/server.ts <latency-ms>
 */
import { MockOpenAIServer } from "../../test/support/mock-openai-server.js";
import { offlineHandler } from "../../test/support/offline-over-http.js";

const latencyMs = Number(process.argv[2] ?? 100);
const server = await MockOpenAIServer.start();
server.onRequest(offlineHandler({ latencyMs }));
const cpuAtStart = process.cpuUsage();
console.log(server.baseUrl);
process.on("SIGTERM", () => {
  // The server's own CPU, so that a benchmark can tell the client's cost from the machine's.
  if (process.argv.includes("--report-cpu")) {
    const { user, system } = process.cpuUsage(cpuAtStart);
    console.error(`server cpu ${((user + system) / 1000).toFixed(0)} ms for ${server.requests.length} requests`);
  }
  void server.close().then(() => process.exit(0));
});
