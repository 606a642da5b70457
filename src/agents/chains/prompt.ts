/** What the chains agent is told besides its template: its role, and the questions the run already has. */

/** The run's questions so far, after the template (the newest MAX_ASKED_IN_PROMPT), so that no model repeats one. */
const MAX_ASKED_IN_PROMPT = 40;

export function alreadyAsked(questions: readonly string[]): string {
  if (questions.length === 0) return "";
  const shown = questions.slice(-MAX_ASKED_IN_PROMPT);
  return `\n\nQuestions already written in this run; do not write them again, or the same question in other words:\n<already_asked>\n${shown.map((question) => `- ${question}`).join("\n")}\n</already_asked>\n`;
}

export const CHAINS_SYSTEM_PROMPT =
  "You write evaluation questions for retrieval systems from a corpus of plain-text files. You explore the corpus only with the tools you are given, copy evidence verbatim with its file and line numbers, and finish by calling submit_pairs.";
