import { describe, expect, it } from 'vitest';
import { presetNames } from '../presets/preset-definitions';
import { inspectAuto } from './inspect-auto';
import { inspectOutput } from './inspect-output';
import type { InspectReport } from './inspect-report';
import { renderAutoReport, renderReport } from './render-report';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI escape codes
const ANSI = /\u001b\[/;

const good = '<tool_call>{"name": "get_weather", "arguments": {"city": "Seoul"}}</tool_call>';
const bad = '<tool_call>{"name": "get_time", "arguments": {"zone": "UT';
const output = `Checking.\n${good}\n${bad}`;
const tools = [{ name: 'get_weather', inputSchema: { type: 'object' } }];

function report(): Promise<InspectReport> {
  return inspectOutput({ text: output, preset: 'hermes', tools });
}

describe('renderReport', () => {
  it('should mark segments with plain markers and print calls as JSON without colors', async () => {
    const inspected = await report();
    const text = renderReport(inspected, output, false);
    const start = output.indexOf(bad);
    expect(text).not.toMatch(ANSI);
    expect(text).toBe(
      [
        'preset hermes (protocol json-mix)',
        'tools: get_weather (from --tools)',
        '',
        'text  legend: [[call segment]] ((thinking block)) [!failed segment, kept as text!]',
        `Checking.\n[[${good}]]\n[!${bad}!]`,
        '',
        'calls (1)',
        JSON.stringify(
          [{ toolCallId: 'call_1', toolName: 'get_weather', input: { city: 'Seoul' } }],
          null,
          2,
        ),
        '',
        'errors (1)',
        `  UNTERMINATED_TOOL_CALL at line 3, column 1 (offset ${start}–${output.length}), tool get_time`,
        `    ${inspected.errors[0]?.message}`,
        `    segment: ${JSON.stringify(bad)}`,
        '',
        'result: 1 call, 1 error',
        '',
      ].join('\n'),
    );
  });

  it('should color segments and codes with ANSI when asked to', async () => {
    const text = renderReport(await report(), output, true);
    expect(text).toContain(`\u001b[30;43m${good}\u001b[0m`);
    expect(text).toContain(`\u001b[97;41m${bad}\u001b[0m`);
    expect(text).toContain('\u001b[31mUNTERMINATED_TOOL_CALL\u001b[0m');
    expect(text).not.toContain('[[');
  });

  it('should say when tools were inferred and suggest --auto when nothing was parsed', async () => {
    const inferred = await inspectOutput({ text: 'No call.', preset: 'xml' });
    const text = renderReport(inferred, 'No call.', false);
    expect(text).toContain('tools: none (inferred from the output, any arguments accepted');
    expect(text).toContain('calls (0)\n[]');
    expect(text).toContain('  none reported through onError');
    expect(text).toContain(
      'result: no call parsed, 0 errors (try --auto to see which presets find calls)',
    );
  });

  it('should cut a long failed segment in the middle', async () => {
    const long = `<tool_call>{"name": "write", "arguments": {"text": "${'x'.repeat(500)}`;
    const text = renderReport(
      await inspectOutput({ text: long, preset: 'hermes', tools }),
      long,
      false,
    );
    const line = text.split('\n').find((entry) => entry.startsWith('    segment: ')) ?? '';
    expect(line).toBe(
      `    segment: ${JSON.stringify(long.slice(0, 120))} … ${long.length - 240} characters … ${JSON.stringify(long.slice(-120))}`,
    );
  });

  it('should mark a thinking block and show its reasoning', async () => {
    const call = '<tool_call>{"name":"get_weather","arguments":{"city":"Lisbon"}}</tool_call>';
    const block = '<think>\nPorto? No, Lisbon.\n</think>\n\n';
    const text = renderReport(
      await inspectOutput({ text: block + call, preset: 'hermes', tools }),
      block + call,
      false,
    );
    expect(text).toContain(`((${block}))[[${call}]]`);
    expect(text).toContain('reasoning\nPorto? No, Lisbon.\n');
  });

  it('should suggest --reasoning start-inside when the text holds a lone </think>', async () => {
    const input = 'Lisbon it is.\n</think>\n\nSunny.';
    const text = renderReport(await inspectOutput({ text: input, preset: 'hermes' }), input, false);
    expect(text).toContain('try --reasoning start-inside');
    const inside = renderReport(
      await inspectOutput({ text: input, preset: 'hermes', reasoning: 'start-inside' }),
      input,
      false,
    );
    expect(inside).not.toContain('try --reasoning');
  });

  it('should show the reasoning channel of a format that has one', async () => {
    const input =
      '<|channel|>analysis<|message|>Need the weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Berlin"}<|call|>';
    const text = renderReport(
      await inspectOutput({ text: input, preset: 'harmony' }),
      input,
      false,
    );
    expect(text).toContain('reasoning\nNeed the weather.\n');
  });

  it('should print the timeline with one line per chunk', async () => {
    const input = 'Hi <tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>';
    const streamed = await inspectOutput({
      text: input,
      preset: 'hermes',
      tools,
      stream: { kind: 'fixed', size: 16 },
    });
    const text = renderReport(streamed, input, false);
    const timeline = text.slice(text.indexOf('stream ('), text.indexOf('\n\nresult'));
    expect(timeline.split('\n')).toEqual([
      'stream (chunks of 16: 5 chunks)',
      '  #0  "Hi <tool_call>{\\""     text "Hi "',
      '  #1  "name\\":\\"get_weath"    (nothing emitted yet)',
      '  #2  "er\\",\\"arguments\\":"   tool-input-start call_1 get_weather',
      '  #3  "{\\"city\\":\\"Seoul\\"}"  tool-input-delta call_1 "{\\"city\\":\\"Seoul\\"}"',
      '  #4  "}</tool_call>"         tool-input-end call_1 · tool-call call_1 get_weather {"city":"Seoul"}',
      '      end of stream           (nothing emitted yet)',
      '  the stream gave the same text and calls as the whole-text parse',
    ]);
  });
});

describe('renderAutoReport', () => {
  it('should list the presets that found something, then the best report', async () => {
    const input = '```tool_call\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n```';
    const text = renderAutoReport(await inspectAuto({ text: input }), input, false);
    const lines = text.split('\n');
    // The name column is as wide as the longest preset name.
    const pad = (name: string) => name.padEnd(Math.max(...presetNames.map((n) => n.length)));
    expect(lines.slice(0, 5)).toEqual([
      `auto: tried ${presetNames.length} presets`,
      `  ${pad('preset')}  calls  errors  protocol`,
      `  ${pad('gemma')}      1       0  json-mix  ← shown below`,
      // llama3-json reads the JSON inside gemma's fence as a call of the tool the inspector
      // inferred from its `"name"` (a declared tool's call in a fence is a call).
      `  ${pad('llama3-json')}      1       0  llama3-json+pythonic`,
      `  found nothing: ${presetNames.filter((name) => name !== 'gemma' && name !== 'llama3-json').join(', ')}`,
    ]);
    expect(text).toContain('\npreset gemma (protocol json-mix)\n');
    expect(text).toContain('result: 1 call, 0 errors');
    expect(text).not.toContain('try --auto');
  });

  it('should say when no preset saw anything', async () => {
    const text = renderAutoReport(await inspectAuto({ text: 'Plain.' }), 'Plain.', false);
    expect(text.split('\n').slice(0, 3)).toEqual([
      `auto: tried ${presetNames.length} presets`,
      `  found nothing: ${presetNames.join(', ')}`,
      'No preset found a call or anything call-like in this output.',
    ]);
  });
});
