import { presetNames } from '@tool/parser';

/** The `--help` text. */
export function usageText(): string {
  return `tool-eval: measure which tool-call preset of @tool/parser works for a model.

Usage:
  tool-eval --base-url URL --model NAME [options]
  tool-eval --replay DIR [options]

Runs a task suite against an OpenAI-compatible endpoint through each preset (ai + @ai-sdk/openai-compatible
+ the preset's middleware, as your code would), scores the calls, and recommends a preset.

Options:
  --base-url URL       the API root, e.g. http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM)
  --model NAME         the model id the endpoint knows
  --api-key KEY        sent as a bearer token; default $OPENAI_API_KEY
  --presets LIST       all (default) or a comma list: ${presetNames.join(',')}
  --tasks FILE         your tasks, JSONL (default: the built-in suite)
  --samples N          ask each task N times per preset (default 1)
  --concurrency N      requests in flight at once (default 4)
  --timeout SECONDS    per request (default 120)
  --retries N          retries after 429, 5xx, timeouts, dropped connections (default 3)
  --temperature T      sampling temperature (default: the server's)
  --out DIR            record every raw model output (DIR must be new or empty)
  --replay DIR         re-score a recording offline, without contacting the endpoint
  --constrain TARGET   send the server's grammar so calls are valid by construction:
                       vllm, sglang, llama.cpp, ollama or off (default off; docs/grammar.md)
  --json               print {"model", "presets": [...], "recommended"} instead of the table
  -h, --help           this text

Exit codes: 0 the run finished, 1 the endpoint could not be used, 2 usage error, 130 stopped by Ctrl-C.
Docs: docs/eval.md in the repository (how to read the table, the --tasks format, recordings).
`;
}
