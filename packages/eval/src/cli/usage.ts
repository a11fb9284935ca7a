import { presetNames } from '@tool/parser';

/** The `--help` text. */
export function usageText(): string {
  return `tool-eval: measure which tool-call preset of @tool/parser works for a model.

Usage:
  tool-eval --base-url URL --model NAME [options]
  tool-eval --replay DIR [options]
  tool-eval --compare A.json B.json [--json]

Runs a task suite against an OpenAI-compatible endpoint through each preset (ai + @ai-sdk/openai-compatible
+ the preset's middleware, as your code would), scores the calls, and recommends a preset.

Options:
  --base-url URL       the API root, e.g. http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM)
  --model NAME         the model id the endpoint knows
  --api-key KEY        sent as a bearer token; default $OPENAI_API_KEY
  --presets LIST       all (default) or a comma list: ${presetNames.join(',')}
  --tasks FILE         your tasks, JSONL (default: the built-in suite)
  --bfcl DIR           tasks from the Berkeley Function Calling Leaderboard's files (a checkout's
                       bfcl_eval/data folder), judged by its AST checker's rules
  --bfcl-categories LIST
                       with --bfcl: simple,multiple,parallel,parallel_multiple,irrelevance,live_simple,…
                       (default: every single-answer category found)
  --categories LIST    run only these categories, e.g. simple,agent (default: all)
  --chat-template FILE also score the model's own chat template (fromChatTemplate) beside the presets:
                       a tokenizer_config.json, a .gguf or the template; it is named chat-template:FORMAT
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
  --compare A.json B.json
                       compare two saved --json runs preset by preset (exact McNemar on shared tasks)
  -h, --help           this text

Every score comes with its Wilson 95% interval; the recommended preset is compared with each
other one on the same tasks by an exact McNemar test (the p-value in the "vs" column).

Exit codes: 0 the run finished, 1 the endpoint could not be used, 2 usage error, 130 stopped by Ctrl-C.
Docs: docs/eval.md in the repository (how to read the table, the --tasks format, recordings).
`;
}
