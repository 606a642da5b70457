// Module resolution hooks (run on Node's loader thread): names each LangChain provider package on stderr the first
// time a module of it is resolved, so a test can tell which provider packages a qaforge process loaded.
const seen = new Set();

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const provider = /\/node_modules\/@langchain\/(openai|anthropic|ollama)\//.exec(result.url)?.[1];
  if (provider && !seen.has(provider)) {
    seen.add(provider);
    process.stderr.write(`provider package loaded: @langchain/${provider}\n`);
  }
  return result;
}
