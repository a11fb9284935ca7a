import { describe, expect, it } from 'vitest';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { morphXmlProtocol } from '../morph-xml/morph-xml-protocol';
import { qwen3CoderProtocol } from '../qwen3-coder/qwen3-coder-protocol';
import { chunkBySizes, runStream, streamViolations } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type {
  ProtocolOptions,
  StreamPart,
  ToolCallErrorMetadata,
  ToolCallProtocol,
} from '../types';
import { readMalformedCall } from './malformed-call-metadata';

const feedback: ProtocolOptions = { malformedCalls: 'feedback' };

const BROKEN_JSON =
  '<tool_call>{"name": "get_weather", "arguments": {"city": Busan" ]]}</tool_call>';
const UNKNOWN_TOOL =
  '<tool_call>{"name": "get_wether", "arguments": {"city": "Seoul"}}</tool_call>';
const DUPLICATE_TAG = '<get_weather><city>Busan</city><city>Daegu</city></get_weather>';
const BROKEN_OBJECT =
  '<tool_call>\n<function=search.web-v2>\n<parameter=query>\nrust\n</parameter>\n<parameter=filters>\n{"site": "docs.rs", \n</parameter>\n</function>\n</tool_call>';

function generate(protocol: ToolCallProtocol, text: string, options: ProtocolOptions = feedback) {
  const errors: ToolCallErrorMetadata[] = [];
  const content = protocol.parseGeneratedText({
    text,
    tools: testTools,
    options: { ...options, onError: (_m, d) => errors.push(d) },
  });
  return { content, errors };
}

const calls = (parts: ReadonlyArray<{ type: string }>) =>
  parts.filter((p): p is StreamPart & { type: 'tool-call' } => p.type === 'tool-call') as Array<{
    toolCallId: string;
    toolName: string;
    input: string;
    providerMetadata?: unknown;
  }>;

describe('malformedCalls: feedback', () => {
  it.each([
    {
      name: 'broken JSON arguments',
      protocol: jsonMixProtocol(),
      text: BROKEN_JSON,
      toolName: 'get_weather',
      code: 'INVALID_JSON',
      input: BROKEN_JSON,
    },
    {
      name: 'a string parameter written twice',
      protocol: morphXmlProtocol(),
      text: DUPLICATE_TAG,
      toolName: 'get_weather',
      code: 'DUPLICATE_STRING_TAG',
      input: DUPLICATE_TAG,
    },
    {
      name: 'an undeclared tool, whose arguments parsed',
      protocol: jsonMixProtocol(),
      text: UNKNOWN_TOOL,
      toolName: 'get_wether',
      code: 'UNKNOWN_TOOL',
      input: '{"city":"Seoul"}',
    },
    {
      name: 'an object argument whose JSON is broken',
      protocol: qwen3CoderProtocol(),
      text: BROKEN_OBJECT,
      toolName: 'search.web-v2',
      code: 'SCHEMA_MISMATCH',
      input: '{"query":"rust","filters":"{\\"site\\": \\"docs.rs\\", "}',
    },
  ])(
    'should send back $name as a call carrying its text',
    async ({ protocol, text, toolName, code, input }) => {
      const whole = `Checking.\n${text}\nDone.`;
      const { content, errors } = generate(protocol, whole);
      expect(content.map((part) => part.type)).toEqual(['text', 'tool-call', 'text']);
      const [call] = calls(content);
      expect(call).toMatchObject({ toolName, input });
      expect(readMalformedCall(call?.providerMetadata)).toEqual({
        code,
        message: errors[0]?.error.message,
        segment: text,
      });
      // onError is told as in text mode: same code, tool, segment and position.
      expect(errors).toMatchObject([{ code, toolName, segment: text, position: 10 }]);
      // Nothing lost: the text around the call, and the call's own text in its metadata.
      expect(content.filter((p) => p.type === 'text').map((p) => p.text)).toEqual([
        'Checking.\n',
        '\nDone.',
      ]);

      for (const sizes of [[1], [3], [whole.length]]) {
        const parts = await runStream(protocol, testTools, chunkBySizes(whole, sizes), feedback);
        const streamed = calls(parts);
        expect(streamed).toHaveLength(1);
        expect(streamed[0]).toMatchObject({ toolName, input });
        expect(readMalformedCall(streamed[0]?.providerMetadata)?.segment).toBe(text);
        // The call ends properly: one start and one end with its id, then the call.
        const id = streamed[0]?.toolCallId;
        const own = parts.filter((p) => (p as { id?: string }).id === id).map((p) => p.type);
        expect(own[0]).toBe('tool-input-start');
        expect(own.at(-1)).toBe('tool-input-end');
        expect(own.filter((t) => t === 'tool-input-start' || t === 'tool-input-end')).toHaveLength(
          2,
        );
        expect(streamViolations(parts)).toEqual([]);
        expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'tool-calls' } });
      }
    },
  );

  it('should keep a segment without a readable tool name as text', () => {
    const text = '<tool_call>{"arguments": {"city": "Seoul"}}</tool_call>';
    const { content, errors } = generate(jsonMixProtocol(), text);
    expect(content).toEqual([{ type: 'text', text }]);
    expect(errors.map((e) => e.code)).toEqual(['MISSING_TOOL_NAME']);
  });

  it('should keep a call cut at maxToolCallSize as text', () => {
    const text = `<tool_call>{"name": "write_file", "arguments": {"path": "a", "content": "${'x'.repeat(200)}`;
    const { content, errors } = generate(jsonMixProtocol(), text, {
      ...feedback,
      maxToolCallSize: 100,
    });
    expect(content.filter((p) => p.type === 'tool-call')).toEqual([]);
    expect(content.map((p) => (p.type === 'text' ? p.text : '')).join('')).toBe(text);
    expect(errors.map((e) => e.code)).toContain('TOOL_CALL_TOO_LARGE');
  });

  it('should run a good call and send back a bad one from the same output', () => {
    const good = '<tool_call>{"name": "get_weather", "arguments": {"city": "Seoul"}}</tool_call>';
    const { content } = generate(jsonMixProtocol(), `${good}\n${BROKEN_JSON}`);
    const [first, second] = calls(content);
    expect(first).toMatchObject({ input: '{"city":"Seoul"}' });
    expect(first?.providerMetadata).toBeUndefined();
    expect(readMalformedCall(second?.providerMetadata)?.code).toBe('INVALID_JSON');
  });
});

describe('malformedCalls: text', () => {
  it('should keep the text of a broken call and send no call', () => {
    const { content, errors } = generate(jsonMixProtocol(), BROKEN_JSON, {});
    expect(content).toEqual([{ type: 'text', text: BROKEN_JSON }]);
    expect(errors.map((e) => e.code)).toEqual(['INVALID_JSON']);
  });

  it('should still run a call whose argument does not fit, and report it', () => {
    const { content, errors } = generate(qwen3CoderProtocol(), BROKEN_OBJECT, {});
    const [call] = calls(content);
    expect(call?.providerMetadata).toBeUndefined();
    expect(JSON.parse(call?.input ?? '')).toEqual({
      query: 'rust',
      filters: '{"site": "docs.rs", ',
    });
    expect(errors).toMatchObject([
      { code: 'SCHEMA_MISMATCH', toolName: 'search.web-v2', segment: BROKEN_OBJECT },
    ]);
    expect(errors[0]?.error.message).toContain('"filters"');
    expect(errors[0]?.error.message).toContain('must be a JSON object');
  });
});
