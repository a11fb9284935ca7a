import { getLlama, type Llama, LlamaGrammar } from 'node-llama-cpp';
import { loadXGrammar } from './load-xgrammar';

const { Grammar, Testings } = loadXGrammar();

let llama: Promise<Llama> | undefined;

/**
 * llama.cpp through node-llama-cpp, on the CPU build its platform package ships: never built
 * from source or downloaded (`build: 'never'`, `skipDownload`), so a missing binary fails here.
 */
export function loadLlama(): Promise<Llama> {
  llama ??= getLlama({
    gpu: false,
    build: 'never',
    usePrebuiltBinaries: true,
    skipDownload: true,
    progressLogs: false,
    logLevel: 'error' as never,
  });
  return llama;
}

/** A GBNF grammar compiled by llama.cpp's own parser (throws on a grammar it refuses). */
export async function llamaCppGrammar(grammar: string): Promise<(text: string) => boolean> {
  const compiled = new LlamaGrammar(await loadLlama(), { grammar });
  // `_testText` runs llama.cpp's grammar matcher over the text and asks whether it is complete.
  const test = (compiled as unknown as { _testText: (text: string) => boolean })._testText;
  return (text) => test.call(compiled, text);
}

/** An XGrammar structural tag compiled by XGrammar's WASM build (throws on one it refuses). */
export async function xgrammarStructuralTag(
  tag: unknown,
): Promise<(text: string) => Promise<boolean>> {
  const grammar = await Grammar.fromStructuralTag(tag as Record<string, unknown>);
  return (text) => Testings.isGrammarAcceptString(grammar, text);
}

/** Our GBNF as XGrammar EBNF (the same notation), compiled by XGrammar. */
export async function xgrammarEbnf(ebnf: string): Promise<(text: string) => Promise<boolean>> {
  const grammar = await Grammar.fromEBNF(ebnf);
  return (text) => Testings.isGrammarAcceptString(grammar, text);
}
