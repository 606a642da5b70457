/**
 * Built-ins captured before pdfjs-dist's legacy build is evaluated. Its bundled core-js replaces them process-wide
 * on Node 20 (V8 ≤ 12.1) with JavaScript polyfills that make every `push` and every JSON call slower; `pdfjs.ts`
 * puts these back once pdfjs has loaded. This module must be imported before pdfjs-dist.
 */
export const nativeBuiltins = {
  arrayPush: Array.prototype.push,
  jsonParse: JSON.parse,
  jsonStringify: JSON.stringify,
};
