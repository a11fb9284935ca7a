import { ChatTemplateError } from './compile-chat-template';

/** A chat template with the special tokens it prints, as a model's files give them. */
export interface ChatTemplateSource {
  readonly template: string;
  readonly bosToken?: string;
  readonly eosToken?: string;
}

type Json = Record<string, unknown>;

/** A token as tokenizer_config.json writes it: a string, or an added-token object with `content`. */
function tokenText(token: unknown): string | undefined {
  if (typeof token === 'string') return token;
  if (typeof token === 'object' && token !== null && typeof (token as Json).content === 'string') {
    return (token as Json).content as string;
  }
  return undefined;
}

/** Node's `fs`, reached without importing it, so that this module loads in every runtime. */
function nodeReadFile(): ((path: string, encoding: 'utf8') => string) | undefined {
  const process = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } })
    .process;
  const fs = process?.getBuiltinModule?.('node:fs') as
    | { readFileSync?: (path: string, encoding: 'utf8') => string }
    | undefined;
  return fs?.readFileSync;
}

function parseConfig(text: string, from: string): Json {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) return json as Json;
  } catch {
    // Reported below with where the text came from.
  }
  throw new ChatTemplateError(`${from} is not a JSON object as tokenizer_config.json is.`);
}

/**
 * The chat template of a Hugging Face tokenizer_config.json (`chat_template`, either a string or
 * the list of named templates, where `default` is taken — or `tool_use`, which is the one
 * written for tools, when there is one), with its `bos_token` and `eos_token`.
 *
 * @param pathOrJson The file's path (Node), its text, or its parsed object.
 */
export function chatTemplateFromTokenizerConfig(pathOrJson: string | Json): ChatTemplateSource {
  let config: Json;
  if (typeof pathOrJson === 'object') config = pathOrJson;
  else if (pathOrJson.trimStart().startsWith('{'))
    config = parseConfig(pathOrJson, 'The text given');
  else {
    const readFile = nodeReadFile();
    if (readFile === undefined) {
      throw new ChatTemplateError(
        `Reading ${pathOrJson} needs Node's fs (Node 20.16 or later); in other runtimes pass the file's text or parsed JSON.`,
      );
    }
    config = parseConfig(readFile(pathOrJson, 'utf8'), pathOrJson);
  }
  const template = pickTemplate(config.chat_template);
  if (template === undefined) {
    throw new ChatTemplateError(
      'The tokenizer config has no chat_template (a string, or a list of { name, template }).',
    );
  }
  const bosToken = tokenText(config.bos_token);
  const eosToken = tokenText(config.eos_token);
  return {
    template,
    ...(bosToken === undefined ? {} : { bosToken }),
    ...(eosToken === undefined ? {} : { eosToken }),
  };
}

function pickTemplate(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  const named = new Map<string, string>();
  for (const entry of value) {
    if (typeof entry === 'object' && entry !== null) {
      const { name, template } = entry as Json;
      if (typeof name === 'string' && typeof template === 'string') named.set(name, template);
    }
  }
  return named.get('tool_use') ?? named.get('default') ?? [...named.values()][0];
}

/**
 * The chat template of a llama.cpp server (`GET /props`: `chat_template`, `bos_token`,
 * `eos_token`).
 *
 * @param baseUrl The server's address, such as `http://127.0.0.1:8080` (a trailing `/v1` is allowed).
 */
export async function chatTemplateFromServer(
  baseUrl: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<ChatTemplateSource> {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const response = await fetchImpl(`${root}/props`);
  if (!response.ok) {
    throw new ChatTemplateError(
      `GET ${root}/props answered ${response.status}: the server is not llama.cpp, or does not publish its template.`,
    );
  }
  const props = (await response.json()) as Json;
  if (typeof props.chat_template !== 'string' || props.chat_template === '') {
    throw new ChatTemplateError(`GET ${root}/props has no chat_template.`);
  }
  const bosToken = tokenText(props.bos_token);
  const eosToken = tokenText(props.eos_token);
  return {
    template: props.chat_template,
    ...(bosToken === undefined ? {} : { bosToken }),
    ...(eosToken === undefined ? {} : { eosToken }),
  };
}
