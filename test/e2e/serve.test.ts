import * as cheerio from "cheerio";
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CorpusGenerationResult } from "../../src/agents/types.js";
import { serve, type ServeHandle } from "../../src/api/serve.js";
import { accessPolicy } from "../../src/serve/auth.js";
import { ReviewApp } from "../../src/serve/app.js";
import { openDatabase } from "../../src/store/database.js";
import { ReviewRepository } from "../../src/store/reviews.js";
import { RunRepository } from "../../src/store/runs.js";
import { runCli } from "../support/cli.js";
import { HOSTILE_LINES, makeReviewStore, type ReviewStore } from "../support/review-store.js";

let store: ReviewStore;
let server: ServeHandle;

beforeAll(async () => {
  store = await makeReviewStore();
  server = await serve(store.corpus, { port: 0 });
}, 90_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string) => fetch(new URL(path, server.url), { redirect: "manual" });
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() });

/** Every file under a folder with its size and modification time, but the store's own folder. */
async function tree(folder: string, skip: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).filter((path) => !path.startsWith(skip));
  return Promise.all(files.sort().map(async (path) => `${relative(folder, path)} ${(await stat(path)).size} ${(await stat(path)).mtimeMs}`));
}

async function questionLinks(): Promise<{ href: string; text: string }[]> {
  const $ = cheerio.load(await (await get(`/runs/${store.runId}`)).text());
  return $("a[href*='/questions/']").toArray().map((a) => ({ href: $(a).attr("href")!, text: $(a).text() }));
}

describe("qaforge serve over a store made by a real offline run", () => {
  it("shows the runs, a run's statistics and questions, a question's evidence highlighted in its document, a PDF page, every text escaped", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toMatch(/^default-src 'none';/);
    expect(home.headers.get("content-security-policy")).not.toMatch(/script-src|unsafe-eval/);
    const $home = cheerio.load(await home.text());
    expect($home(`a[href='/runs/${store.runId}']`).text()).toBe(store.runId);
    const reportLink = $home("a[href^='/pipelines/']").attr("href");
    expect(reportLink).toMatch(/^\/pipelines\/[\w-]+\/report$/);

    const generated = (await runCli(["stats", store.corpus, "--run", store.runId, "--json", "--results"])).stdout;
    const accepted = (JSON.parse(generated) as { results: { accepted: { question: string; answer: string; source_document: string; evidence: { start_line: number; end_line: number }[] }[] }[] }).results.flatMap((result) => result.accepted);
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    const links = await questionLinks();
    expect(links.map((link) => link.text).sort()).toEqual(accepted.map((qa) => qa.question).sort());

    // The question page: the evidence lines of the document are marked, and only they.
    for (const qa of accepted) {
      const link = links.find((candidate) => candidate.text === qa.question)!;
      const $ = cheerio.load(await (await get(link.href)).text());
      expect($(".question-text").text()).toBe(qa.question);
      const marked = $(".line.evidence").toArray().map((line) => Number($(line).find(".number").text()));
      const expected = qa.evidence.flatMap((e) => Array.from({ length: e.end_line - e.start_line + 1 }, (_, i) => e.start_line + i));
      expect(marked).toEqual(expected);
      expect($(".line.evidence .text").text()).toContain(qa.answer);
      const images = $(".pages img").toArray().map((img) => $(img).attr("src")!);
      if (qa.source_document.endsWith(".pdf")) {
        expect(images.length).toBeGreaterThan(0);
        const png = await get(images[0]!);
        expect(png.status).toBe(200);
        expect(png.headers.get("content-type")).toBe("image/png");
        expect(Buffer.from(await png.arrayBuffer()).subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      } else expect(images).toEqual([]);
    }

    // The document's markup is text on the page, never elements.
    const $run = cheerio.load(await (await get(`/runs/${store.runId}`)).text());
    const notesHref = $run("a[href*='/documents/']").filter((_, a) => $run(a).text() === "notes.txt").attr("href")!;
    const notes = await get(notesHref);
    const $notes = cheerio.load(await notes.text());
    expect($notes("h1").text()).toBe("notes.txt");
    expect($notes("script, img").length).toBe(0);
    expect($notes(".lines").text()).toContain(HOSTILE_LINES[0]);
    expect($notes(".lines").text()).toContain(HOSTILE_LINES[1]);

    const report = await get(reportLink!);
    expect(report.status).toBe(200);
    const $report = cheerio.load(await report.text());
    expect($report("h1").text()).toBe("Chains validation report");
    expect($report("figure.chart svg").length).toBeGreaterThan(0);

    const judged = JSON.parse(await readFile(join(store.chainsOut, "qa_chains_validated.json"), "utf8")) as { question: string; hop_path: { chunk_id: string }[]; approved: boolean }[];
    expect(judged.length).toBeGreaterThan(0);
    const chainsHref = $report("a[href$='/chains']").attr("href")!;
    const $chains = cheerio.load(await (await get(chainsHref)).text());
    expect($chains("details summary").toArray().map((summary) => $chains(summary).text())).toEqual(judged.map((chain) => chain.question));
    expect($chains("details").first().text()).toContain(judged[0]!.hop_path[0]!.chunk_id);
    expect($chains(".badge").first().text()).toBe(judged[0]!.approved ? "approved" : "rejected");

    // While polish runs (or after it was killed), its checkpoint holds the chains judged so far and the pages read it.
    const checkpoint = join(store.chainsOut, "qa_chains_validated.checkpoint.jsonl");
    await writeFile(checkpoint, `${JSON.stringify(judged[0])}\n{"question": "torn by a cra`);
    try {
      const $partial = cheerio.load(await (await get(chainsHref)).text());
      expect($partial("details summary").toArray().map((summary) => $partial(summary).text())).toEqual([judged[0]!.question]);
    } finally {
      await rm(checkpoint, { force: true });
    }
  });

  it("stores a review only from its own form, appends it to the trail, exports the reviewed set, and writes nothing outside the store", async () => {
    const before = await tree(join(store.corpus, ".."), join(store.corpus, ".qaforge"));
    const db = openDatabase(join(store.corpus, ".qaforge", "qaforge.db"));
    const runs = new RunRepository(db);
    const reviews = new ReviewRepository(db);
    const generated = runs.accepted(store.runId);
    const [first, second, third] = await questionLinks();
    const $ = cheerio.load(await (await get(first!.href)).text());
    expect($("a", "main").filter((_, a) => $(a).text() === "next question not reviewed yet").attr("href")).toBe(second!.href);
    const csrf = $("input[name=csrf]").attr("value")!;
    expect(csrf.length).toBeGreaterThan(20);

    expect((await post(first!.href, { action: "accept" })).status).toBe(403);
    expect((await post(first!.href, { action: "accept", csrf: `${csrf.slice(1)}x` })).status).toBe(403);
    expect((await post(first!.href, { action: "accept", csrf }, { origin: "http://evil.example" })).status).toBe(403);
    expect((await post(first!.href, { action: "delete", csrf })).status).toBe(400);
    expect((await post(first!.href, { action: "edit", csrf, question: "Which year?", answer: " " })).status).toBe(400);
    expect(reviews.history(store.runId)).toEqual([]);

    const edited = await post(first!.href, { action: "edit", csrf, question: "What <b>year</b> was it?", answer: "1874 & after", note: "clearer", reviewer: "ana" });
    expect(edited.status).toBe(303);
    expect(edited.headers.get("location")).toBe(`${first!.href}?saved=edit`);
    expect((await post(second!.href, { action: "accept", csrf })).status).toBe(303);
    expect((await post(second!.href, { action: "reject", csrf, note: "ambiguous" })).status).toBe(303);

    const $edited = cheerio.load(await (await get(`${first!.href}?saved=edit`)).text());
    expect($edited(".question-text").text()).toBe("What <b>year</b> was it?");
    expect($edited(".question-text b").length).toBe(0);
    expect($edited(".badge.edited").length).toBe(1);
    expect($edited("[role=status]").text()).toBe("Stored: edit.");
    // The first two are reviewed: the next to review is the third.
    expect($edited("a", "main").filter((_, a) => $edited(a).text() === "next question not reviewed yet").attr("href")).toBe(third!.href);
    expect(reviews.history(store.runId).map((row) => [row.action, row.note, row.reviewer])).toEqual([
      ["edit", "clearer", "ana"],
      ["accept", null, null],
      ["reject", "ambiguous", null],
    ]);
    // The generated questions are as the run wrote them.
    expect(runs.accepted(store.runId)).toEqual(generated);

    const exported = await get(`/runs/${store.runId}/export?format=json&scope=accepted`);
    expect(exported.headers.get("content-disposition")).toBe(`attachment; filename="qaforge-${store.runId}-reviewed.json"`);
    const set = (await exported.json()) as CorpusGenerationResult;
    expect(set.questions.map((qa) => [qa.question, qa.answer])).toEqual([["What <b>year</b> was it?", "1874 & after"]]);
    expect(set.questions[0]!.evidence).toEqual(generated.find((qa) => qa.question === first!.text)!.evidence);
    const withUnreviewed = (await (await get(`/runs/${store.runId}/export?format=jsonl&scope=accepted_and_unreviewed`)).text()).trim().split("\n");
    expect(withUnreviewed).toHaveLength(generated.length - 1);
    const csv = await (await get(`/runs/${store.runId}/export?format=csv`)).text();
    expect(csv.split("\r\n")[1]).toContain("What <b>year</b> was it?");

    db.close();
    expect(await tree(join(store.corpus, ".."), join(store.corpus, ".qaforge"))).toEqual(before);
  });

  it("serves no document the run does not name, and refuses a foreign Host, unknown runs and formats", async () => {
    const run = `/runs/${store.runId}`;
    const $run = cheerio.load(await (await get(run)).text());
    const ordinal = (name: string) => /\/documents\/(\d+)$/.exec($run("a[href*='/documents/']").filter((_, a) => $run(a).text() === name).attr("href")!)![1];
    const [pdf, text] = [ordinal("station-report.pdf"), ordinal("notes.txt")];
    expect((await get(`${run}/documents/${pdf}/pages/2.png`)).status).toBe(200);
    expect((await get(`${run}/documents/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await get(`${run}/documents/%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await get(`${run}/documents/99`)).status).toBe(404);
    expect((await get(`${run}/documents/${pdf}/pages/..%2F1.png`)).status).toBe(404);
    expect((await get(`${run}/documents/${pdf}/pages/3.png`)).status).toBe(404);
    expect((await get(`${run}/documents/${text}/pages/1.png`)).status).toBe(404);
    expect((await get(`/runs/nope`)).status).toBe(404);
    expect((await get(`${run}/export?format=xml`)).status).toBe(400);
    expect((await get(`/pipelines/nope/report`)).status).toBe(404);
    expect((await get(`/../../etc/passwd`)).status).toBe(404);
    const foreignHost = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(new URL("/", server.url), { headers: { host: "attacker.example" } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on("error", reject);
      request.end();
    });
    expect(foreignHost).toBe(403);
  });

  it("with the policy of a server bound beyond loopback, refuses every request without the token, and takes it once from the address into a cookie", async () => {
    // The app that `--host 0.0.0.0` would run, served here on loopback: the test binds no other address.
    const policy = accessPolicy("0.0.0.0");
    const db = openDatabase(join(store.corpus, ".qaforge", "qaforge.db"));
    const guarded = createServer(new ReviewApp(db, "store", policy).handle);
    await new Promise<void>((resolve) => guarded.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}`;
    try {
      for (const path of ["/", `/runs/${store.runId}`, `/runs/${store.runId}/export?format=json`, "/style.css"]) {
        const refused = await fetch(`${base}${path}`, { redirect: "manual" });
        expect(refused.status, path).toBe(401);
        expect(await refused.text()).not.toContain(store.runId);
      }
      expect((await fetch(`${base}/`, { headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);
      const first = await fetch(`${base}/runs/${store.runId}?token=${policy.token}`, { redirect: "manual" });
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`/runs/${store.runId}`);
      const cookie = first.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^qaforge_token=[\w-]+; HttpOnly; SameSite=Strict; Path=\/$/);
      const withCookie = await fetch(`${base}/runs/${store.runId}`, { headers: { cookie: cookie.split(";")[0]! } });
      expect(withCookie.status).toBe(200);
      expect((await fetch(`${base}/`, { headers: { authorization: `Bearer ${policy.token}` } })).status).toBe(200);
      const [question] = await questionLinks();
      const forged = await fetch(`${base}${question!.href}`, { method: "POST", redirect: "manual", headers: { cookie: cookie.split(";")[0]!, "content-type": "application/x-www-form-urlencoded" }, body: "action=accept" });
      expect(forged.status).toBe(403);
      const tokenless = await fetch(`${base}${question!.href}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `action=accept&csrf=${policy.csrf}` });
      expect(tokenless.status).toBe(401);
    } finally {
      await new Promise((resolve) => guarded.close(resolve));
      db.close();
    }
  });

  it("on loopback with --token, requires the token on every request", async () => {
    const token = "a-chosen-secret-of-some-length";
    const guarded = await serve(store.corpus, { port: 0, token });
    try {
      expect(guarded).toMatchObject({ token, openUrl: `${guarded.url}?token=${token}` });
      expect((await fetch(guarded.url, { redirect: "manual" })).status).toBe(401);
      expect((await fetch(guarded.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it("says when a document changed since the run, and shows the stored evidence when it is gone", async () => {
    const db = openDatabase(join(store.corpus, ".qaforge", "qaforge.db"));
    const [qa] = new RunRepository(db).accepted(store.runId, "notes.txt");
    const ordinal = new RunRepository(db).documents(store.runId).find((row) => row.path === "notes.txt")!.ordinal;
    db.close();
    expect(qa).toBeDefined();
    // Its text may have been edited by an earlier test: found by its address.
    const link = (await questionLinks()).find((candidate) => candidate.href.endsWith(`/questions/${ordinal}/${qa!.generation_metadata.attempt_number}`))!;
    const notes = join(store.corpus, "notes.txt");
    const text = await readFile(notes, "utf8");
    await writeFile(notes, `A line added after the run.\n${text}`);
    const $changed = cheerio.load(await (await get(link.href)).text());
    expect($changed(".notice").text()).toContain("The document has changed since this run read it");
    await rm(notes);
    const $gone = cheerio.load(await (await get(link.href)).text());
    expect($gone(".notice").text()).toMatch(/The document cannot be shown: .*notes\.txt \(ENOENT\)/);
    expect($gone(".line.evidence .text").text()).toBe(qa!.evidence.map((evidence) => evidence.text).join(""));
    await writeFile(notes, text);
  });

  it("lets a person accept a rejected candidate: its page, a row of the rejection trail, and the exported reviewed set", async () => {
    const db = openDatabase(join(store.corpus, ".qaforge", "qaforge.db"));
    const runs = new RunRepository(db);
    runs.recordRejected(store.runId, "notes.txt", { question: "How far is the <lamp> visible?", answer: "18 nautical miles", rejection_reason: "ambiguous", rejection_detail: "by day or by night?", duplicate_of: null, attempt_number: 900 }, { attempts: 900, consecutiveFailures: 1, viewedPages: [] }, []);
    db.close();
    const before = (JSON.parse(await (await get(`/runs/${store.runId}/export?format=json&scope=accepted_and_unreviewed`)).text()) as CorpusGenerationResult).questions;
    expect(before.map((qa) => qa.answer)).not.toContain("18 nautical miles");

    const $run = cheerio.load(await (await get(`/runs/${store.runId}`)).text());
    const href = $run("a[href*='/rejected/']").toArray().map((a) => $run(a).attr("href")!).find((candidate) => candidate.endsWith("/900"))!;
    expect(href).toMatch(/^\/runs\/[^/]+\/rejected\/\d+\/900$/);
    const $page = cheerio.load(await (await get(href)).text());
    expect($page(".notice").text()).toContain("Rejected by the pipeline: ambiguous. by day or by night?");
    expect($page("h1").text()).toBe("How far is the <lamp> visible?");
    const csrf = $page("input[name=csrf]").attr("value")!;
    const accepted = await post(href, { action: "accept", csrf, reviewer: "ana", note: "clear enough" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(`${href}?saved=accept`);

    const trail = new ReviewRepository(openDatabase(join(store.corpus, ".qaforge", "qaforge.db")));
    expect(trail.rejectionHistory(store.runId, { path: "notes.txt", attemptNumber: 900 }).map((row) => [row.action, row.reviewer, row.note])).toEqual([["accept", "ana", "clear enough"]]);
    const exported = (JSON.parse(await (await get(`/runs/${store.runId}/export?format=json&scope=accepted`)).text()) as CorpusGenerationResult).questions;
    expect(exported.find((qa) => qa.generation_metadata.attempt_number === 900)).toMatchObject({ question: "How far is the <lamp> visible?", answer: "18 nautical miles", source_document: "notes.txt" });
    expect(cheerio.load(await (await get(`/runs/${store.runId}`)).text())(`a[href='${href}']`).closest("tr").find(".badge").text()).toBe("accepted");
  });

  it("as a command: one clear line without a store, and the built CLI serves until it is stopped", async () => {
    const missing = await runCli(["serve", await mkdtemp(join(tmpdir(), "qaforge-serve-empty-")), "--port", "0"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^qaforge: .*no qaforge database at .*qaforge\.db; run `qaforge generate` first$/);
    expect((await runCli(["serve", store.corpus, "--port", "http"])).stderr).toContain('--port must be a whole number from 0 to 65535, got "http"');

    const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));
    const child = spawn(process.execPath, [bin, "serve", store.corpus, "--port", "0", "--json"], { stdio: ["ignore", "pipe", "pipe"] });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let text = "";
        child.stdout.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes("\n")) resolve(text.split("\n")[0]!);
        });
        child.once("exit", (code) => reject(new Error(`serve exited with ${code}`)));
      });
      const started = JSON.parse(line) as { url: string; token: string | null };
      expect(started.token).toBeNull();
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect((await fetch(started.url)).status).toBe(200);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  });
});
