import type { ConstrainTarget } from '@tool/parser';

/** The only answer the probe's grammar allows; the prompt asks for another one. */
const FORCED = { probe: 'constrained' } as const;
const SCHEMA = {
  type: 'object',
  properties: { probe: { const: FORCED.probe } },
  required: ['probe'],
  additionalProperties: false,
};

/** Whether the endpoint enforced a grammar sent in the target's fields, or could not be asked. */
export type ProbeVerdict = 'obeyed' | 'ignored' | 'failed';

/** The target's fields for a grammar that allows only {@link FORCED}. */
function probeFields(target: ConstrainTarget): Record<string, unknown> {
  switch (target) {
    case 'vllm':
      return { structured_outputs: { json: SCHEMA } };
    case 'sglang':
      return {
        response_format: { type: 'json_schema', json_schema: { name: 'probe', schema: SCHEMA } },
      };
    case 'llama.cpp':
      return { grammar: `root ::= ${JSON.stringify(JSON.stringify(FORCED))}` };
    case 'ollama':
      return { format: SCHEMA };
  }
}

/**
 * Asks the endpoint for the word `yes` under a grammar that forbids it: an endpoint that honours
 * the target's fields answers `{"probe":"constrained"}`; one that ignores them answers in words.
 * One non-streamed request, before the run.
 */
export async function probeConstraint(options: {
  baseUrl: string;
  model: string;
  apiKey?: string;
  target: ConstrainTarget;
  fetch?: typeof fetch;
}): Promise<{ verdict: ProbeVerdict; detail: string }> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }),
      },
      body: JSON.stringify({
        model: options.model,
        messages: [{ role: 'user', content: 'Answer with the single word yes.' }],
        max_tokens: 32,
        stream: false,
        ...probeFields(options.target),
      }),
    });
    if (!response.ok) return { verdict: 'failed', detail: `HTTP ${response.status}` };
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    const text = typeof content === 'string' ? content.trim() : '';
    return {
      verdict: isForced(text) ? 'obeyed' : 'ignored',
      detail: JSON.stringify(text.slice(0, 60)),
    };
  } catch (error) {
    return { verdict: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

function isForced(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { probe?: unknown }).probe === FORCED.probe
    );
  } catch {
    return false;
  }
}
