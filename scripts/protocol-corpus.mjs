#!/usr/bin/env node
// Records what every built-in preset (and catalog variant) makes of a large seeded random corpus of
// model output — calls written by every format, text, reasoning, broken markup, cut calls — in
// generate mode and in stream mode under random chunkings, so that a refactor of the parsers can be
// shown to change nothing it did not mean to:
//
//   node scripts/protocol-corpus.mjs record before.json   (on the code before the change)
//   node scripts/protocol-corpus.mjs record after.json    (after it; build @tool/protocols first)
//   node scripts/protocol-corpus.mjs diff before.json after.json
//
// Options: --seed N (default 26), --samples N per protocol (default 600).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const [command, first, second] = args.filter(
  (a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'),
);

/** mulberry32: a small seeded generator, so a corpus is the same on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The tools of the protocols' conformance fixtures, from their one source (Node strips its types).
const { testTools: tools } = await import(
  resolve(root, 'packages/protocols/src/test-utils/tools.ts')
);

const strings = [
  'Paris',
  'São Paulo',
  '東京',
  'a "quoted" word',
  "it's",
  'line one\nline two',
  '<b>bold</b>',
  '</parameter>',
  '{"not": "json"}',
  'back\\slash',
  '```js\nx()\n```',
  '',
  ' spaced ',
  '[TOOL_CALLS]',
  '<|call|>',
  'null',
  '😀 emoji',
];
const words = [
  'Sure',
  'let me check',
  'the weather',
  'Done.',
  'OK',
  '\n',
  '\n\n',
  ' ',
  'hmm',
  'functions',
  'to=',
  'json',
];
const noise = [
  '{',
  '}',
  '[',
  ']',
  '"',
  "'",
  '<',
  '>',
  '</',
  '\\',
  '```',
  '```json\n',
  '<tool_call>',
  '</tool_call>',
  '<think>',
  '</think>',
  '[THINK]',
  '[/THINK]',
  '[TOOL_CALLS]',
  '[ARGS]',
  '[CALL_ID]',
  '<|tool_calls_section_begin|>',
  '<|tool_calls_section_end|>',
  '<|tool_call_begin|>',
  '<|tool_call_argument_begin|>',
  '<|tool_call_end|>',
  '<|channel|>',
  '<|message|>',
  '<|start|>',
  '<|end|>',
  '<|call|>',
  '<|return|>',
  '<|constrain|>',
  ' to=functions.get_weather',
  '<｜tool▁calls▁begin｜>',
  '<｜tool▁call▁begin｜>',
  '<｜tool▁sep｜>',
  '<｜tool▁call▁end｜>',
  '<｜tool▁calls▁end｜>',
  '<｜DSML｜function_calls>',
  '</｜DSML｜function_calls>',
  '<｜DSML｜invoke name="get_weather">',
  '</｜DSML｜invoke>',
  '<|python_tag|>',
  '<|python_start|>',
  '<|python_end|>',
  '{"name": "get_weather", "arguments": {"city": "Oslo"}}',
  '[get_weather(city="Oslo")]',
  '1e999',
  '\uD83D',
];

/** Output snippets of the formats being rewritten, beyond what `formatToolCall` writes. */
const snippets = [
  // Kimi K2
  '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Oslo"}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_call_argument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>',
  '<|tool_call_section_begin|> <|tool_call_begin|> functions.get_weather:3 <|tool_call_argument_begin|> {"city": "Rome", "days": 2} <|tool_call_end|> <|tool_call_section_end|>',
  '<|tool_calls_section_begin|> hmm <|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Oslo"}<|tool_call_end|><|tool_calls_section_end|>',
  '<think>I need a lookup<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Oslo"}<|tool_call_end|><|tool_calls_section_end|>',
  '<|tool_call_begin|>functions.get_time:0<|tool_call_end|>',
  '<|tool_call_begin|>0<|tool_call_argument_begin|>{"city": "Oslo"}<|tool_call_end|>',
  '<|tool_calls_section_begin|><|tool_call_begin|>functions.nope:0<|tool_call_argument_begin|>{"x": 1}<|tool_call_end|><|tool_calls_section_end|>',
  '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Os<|tool_call_end|><|tool_calls_section_end|>',
  'done<|tool_calls_section_end|>',
  // Mistral
  '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Oslo"}}, {"name": "get_time", "arguments": {}}]',
  '[TOOL_CALLS]get_weather{"city": "Lima"}',
  '[TOOL_CALLS]get_weather[CALL_ID]a1b2c3d4e[ARGS]{"city": "Lima"}[TOOL_CALLS]get_time[ARGS]{}',
  '[TOOL_CALLS] sure: [{"name": "get_weather", "arguments": {"city": "Oslo"}}] done',
  '[TOOL_CALLS] [{"name": "get_weather", "arguments": "{\\"city\\": \\"Oslo\\"}", "id": "abcdefghi"}]',
  '[TOOL_CALLS]get_weather[ARGS]{"city": ',
  '[TOOL_CALLS]nope[ARGS]{"x": 1}',
  '[TOOL_CALLS]get_weather {"city": "Oslo"} and more',
  '[THINK]plan[/THINK][TOOL_CALLS]get_time[ARGS]{}',
  // Harmony
  '<|channel|>analysis<|message|>Need weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "Oslo"}<|call|>',
  '<|channel|>final<|message|>Hello there<|return|>',
  '<|start|>assistant<|channel|>analysis to=python<|message|>print(1)<|call|>',
  '<|channel|>analysis to=browser.search code<|message|>{"query": "x"}<|call|>',
  '<|channel|>commentary to=container.exec<|message|>{"cmd": ["ls"]}<|call|>',
  '<|channel|>commentary to=assistant<|channel|>analysis<|message|>thinking here<|end|>',
  '<|channel|>commentary to=functions.nope json<|message|>{"x": 1}<|call|>',
  '<|channel|>commentary to=functions.get_weather<|message|>{"city": "Os',
  '<|start|>assistant to=functions.get_time<|channel|>commentary json<|message|>{}<|call|>',
  '<|channel|>commentary<|message|>Let me look.<|end|>',
  // DeepSeek
  '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Oslo"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
  '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Oslo"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
  '<|tool▁calls▁begin|><|tool▁call▁begin|>get_weather<|tool▁sep|>{"city": "Oslo"}<|tool▁call▁end|><|tool▁calls▁end|>',
  '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n{"city": "Oslo"}\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_time">\n{}\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
  '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="false">null</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
  '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="arguments" string="false">{"city": "Oslo", "days": 2}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
  '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="search.web-v2">\n<｜DSML｜parameter name="input" string="false">{"query": "q"}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
  '<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Os',
  // Llama / fenced / pythonic
  '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Oslo"}}',
  '{"name": "get_weather", "parameters": {"city": "Oslo"}}',
  '```json\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n```',
  '<|python_start|>[get_weather(city="Oslo"), get_time()]<|python_end|>',
  '<get_weather><city>Paris</city></get_weather>',
];

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)];
}

function randomInput(rand, toolName) {
  switch (toolName) {
    case 'get_weather': {
      const input = { city: pick(rand, strings) };
      if (rand() < 0.4) input.days = Math.floor(rand() * 10);
      if (rand() < 0.2) input.unit = pick(rand, ['celsius', 'fahrenheit']);
      return input;
    }
    case 'write_file':
      return {
        path: 'a/b.txt',
        content: pick(rand, strings) + (rand() < 0.5 ? pick(rand, strings) : ''),
      };
    case 'get_time':
      return {};
    case 'search.web-v2': {
      const input = { query: pick(rand, strings) };
      if (rand() < 0.3) input.limit = rand() < 0.5 ? 2.5 : 10;
      if (rand() < 0.3) input.exact = rand() < 0.5;
      if (rand() < 0.3) input.tags = [pick(rand, strings), pick(rand, strings)];
      if (rand() < 0.3) input.filters = { site: 'x.org', year: 2024 };
      return input;
    }
    default:
      return { x: 1 };
  }
}

function mutate(rand, text) {
  if (text.length === 0) return text;
  const at = Math.floor(rand() * text.length);
  switch (Math.floor(rand() * 5)) {
    case 0:
      return text.slice(0, at); // cut off
    case 1: {
      const len = 1 + Math.floor(rand() * 6);
      return text.slice(0, at) + text.slice(at + len); // a few characters lost
    }
    case 2:
      return text.slice(0, at) + pick(rand, noise) + text.slice(at); // something inserted
    case 3:
      return text.slice(0, at) + text.slice(at, at + 8) + text.slice(at); // stutter
    default:
      return text.toUpperCase() === text ? text : text.replace(/"/, "'");
  }
}

function writeCall(rand, writers, name) {
  const writer = pick(rand, writers);
  try {
    return writer.formatToolCall({
      toolName: name,
      toolCallId: rand() < 0.3 ? `id${Math.floor(rand() * 1000)}` : undefined,
      input: randomInput(rand, name),
    });
  } catch {
    return '';
  }
}

function sample(rand, own, others) {
  const parts = [];
  const count = 1 + Math.floor(rand() * 5);
  for (let k = 0; k < count; k++) {
    const r = rand();
    if (r < 0.25) parts.push(pick(rand, words));
    else if (r < 0.55) {
      const name = rand() < 0.9 ? pick(rand, tools).name : 'nope';
      const call = writeCall(rand, rand() < 0.85 ? own : others, name);
      parts.push(rand() < 0.3 ? mutate(rand, call) : call);
    } else if (r < 0.7) {
      const snippet = pick(rand, snippets);
      parts.push(rand() < 0.35 ? mutate(rand, snippet) : snippet);
    } else if (r < 0.8) {
      const inner = rand() < 0.4 ? writeCall(rand, own, 'get_time') : pick(rand, words);
      const [open, close] = pick(rand, [
        ['<think>', '</think>'],
        ['[THINK]', '[/THINK]'],
        ['<|channel|>analysis<|message|>', '<|end|>'],
      ]);
      parts.push(`${open}${inner}${rand() < 0.8 ? close : ''}`);
    } else if (r < 0.92) parts.push(pick(rand, noise));
    else parts.push(pick(rand, strings));
    if (rand() < 0.3) parts.push(pick(rand, [' ', '\n', '\n\n']));
  }
  return parts.join('');
}

function chunking(rand, text) {
  const chunks = [];
  let i = 0;
  const max = pick(rand, [1, 2, 3, 7, 16, 64]);
  while (i < text.length) {
    const size = 1 + Math.floor(rand() * max);
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}

function partsOf(stream) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'text-start', id: 'p0' });
      for (const delta of stream) controller.enqueue({ type: 'text-delta', id: 'p0', delta });
      controller.enqueue({ type: 'text-end', id: 'p0' });
      controller.enqueue({
        type: 'finish',
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } },
      });
      controller.close();
    },
  });
}

async function collect(readable) {
  const out = [];
  const reader = readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

const optionSets = [
  {},
  { malformedCalls: 'feedback' },
  { reasoning: { toolCalls: 'parse' }, emitFailedCallText: false },
];

function optionsWith(base, errors) {
  let n = 0;
  return {
    ...base,
    generateId: () => `id-${n++}`,
    onError: (message, metadata) =>
      errors.push([metadata.code, metadata.toolName, metadata.segment, message]),
  };
}

async function record(file) {
  const m = await import(resolve(root, 'packages/protocols/dist/index.js'));
  const seed = flag('seed', 26);
  const samples = flag('samples', 600);
  const setups = [];
  for (const format of m.builtInFormats) {
    for (const entry of format.catalog) {
      const name = entry.variant === undefined ? format.name : `${format.name} (${entry.variant})`;
      setups.push({ name, protocol: () => (entry.protocol ?? format.protocol)() });
    }
    for (const preset of m.builtInPresets.filter((p) => p.format === format)) {
      if (setups.some((s) => s.name === preset.name)) continue;
      setups.push({ name: `preset ${preset.name}`, protocol: preset.protocol });
    }
  }
  const writers = new Map(setups.map((s) => [s.name, [s.protocol()]]));
  writers
    .get('deepseek (DSML)')
    ?.push(m.deepseekProtocol({ format: 'v3' }), m.deepseekProtocol({ format: 'v3.1' }));
  writers
    .get('mistral')
    ?.push(m.mistralProtocol({ callStyle: 'json' }), m.mistralProtocol({ callStyle: 'array' }));
  const all = [...writers.values()].flat();
  const results = {};
  for (const setup of setups) {
    const rand = random(seed + setup.name.length * 7919 + setup.name.charCodeAt(0));
    const own = writers.get(setup.name);
    const rows = [];
    for (let s = 0; s < samples; s++) {
      const text = sample(rand, own, all);
      const toolSet = rand() < 0.9 ? tools : tools.slice(0, 2);
      for (let o = 0; o < optionSets.length; o++) {
        const protocol = setup.protocol();
        const genErrors = [];
        let generated;
        try {
          generated = protocol.parseGeneratedText({
            text,
            tools: toolSet,
            options: optionsWith(optionSets[o], genErrors),
          });
        } catch (error) {
          generated = `THREW ${error}`;
        }
        const streams = [];
        for (let c = 0; c < 2; c++) {
          const chunks = chunking(rand, text);
          const errors = [];
          let parts;
          try {
            const parser = protocol.createStreamParser({
              tools: toolSet,
              options: optionsWith(optionSets[o], errors),
            });
            parts = await collect(partsOf(chunks).pipeThrough(parser));
          } catch (error) {
            parts = `THREW ${error}`;
          }
          streams.push({ chunks: chunks.length, parts: merge(parts), errors });
        }
        rows.push({ text, options: o, generated, errors: genErrors, streams });
      }
    }
    results[setup.name] = rows;
    process.stderr.write(`${setup.name}: ${rows.length} runs\n`);
  }
  writeFileSync(file, JSON.stringify(results));
}

/** Joins consecutive deltas of one block, so that a different chunking of the same events compares equal. */
function merge(parts) {
  if (!Array.isArray(parts)) return parts;
  const out = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    const delta =
      part.type === 'text-delta' ||
      part.type === 'reasoning-delta' ||
      part.type === 'tool-input-delta';
    if (delta && last?.type === part.type && last.id === part.id) {
      last.delta += part.delta;
    } else out.push({ ...part });
  }
  return out;
}

function diff(beforeFile, afterFile) {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8'));
  const after = JSON.parse(readFileSync(afterFile, 'utf8'));
  let differences = 0;
  let total = 0;
  for (const [name, rows] of Object.entries(before)) {
    const other = after[name];
    if (other === undefined) {
      console.log(`MISSING protocol ${name}`);
      continue;
    }
    rows.forEach((row, k) => {
      total++;
      const next = other[k];
      const a = JSON.stringify(row);
      const b = JSON.stringify(next);
      if (a === b) return;
      differences++;
      console.log(`\n=== ${name} #${k} options ${row.options}: ${JSON.stringify(row.text)}`);
      if (JSON.stringify(row.generated) !== JSON.stringify(next.generated)) {
        console.log(`  generate before: ${JSON.stringify(row.generated)}`);
        console.log(`  generate after:  ${JSON.stringify(next.generated)}`);
      }
      if (JSON.stringify(row.errors) !== JSON.stringify(next.errors)) {
        console.log(`  errors before: ${JSON.stringify(row.errors)}`);
        console.log(`  errors after:  ${JSON.stringify(next.errors)}`);
      }
      row.streams.forEach((stream, c) => {
        if (JSON.stringify(stream) !== JSON.stringify(next.streams[c]))
          console.log(`  stream ${c} differs (${stream.chunks} chunks)`);
      });
    });
  }
  console.log(`\n${differences} of ${total} runs differ`);
}

if (command === 'record' && first !== undefined) await record(first);
else if (command === 'diff' && first !== undefined && second !== undefined) diff(first, second);
else {
  console.error(
    'usage: protocol-corpus.mjs record OUT.json | diff BEFORE.json AFTER.json [--seed N] [--samples N]',
  );
  process.exitCode = 2;
}
