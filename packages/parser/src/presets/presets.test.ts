import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import { generateText, isStepCount, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../test-utils/scripted-model';
import { weatherTools } from '../test-utils/weather-tools';
import { gemmaSystemPromptTemplate, gemmaToolMiddleware } from './gemma';
import { hermesSystemPromptTemplate, hermesToolMiddleware } from './hermes';
import { xmlSystemPromptTemplate, xmlToolMiddleware } from './xml';

const presets: Array<{
  name: string;
  middleware: LanguageModelV4Middleware;
  template: (tools: string) => string;
  /** The model's first turn: prose, then a call of get_weather(Seoul, 3 days), then a newline. */
  call: string;
  /** How that call and its result read in the next prompt. */
  historyCall: string;
  historyResult: string;
}> = [
  {
    name: 'hermesToolMiddleware',
    middleware: hermesToolMiddleware,
    template: hermesSystemPromptTemplate,
    call: 'Let me look.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}\n</tool_call>\n',
    historyCall:
      '<tool_call>\n{"name":"get_weather","arguments":{"city":"Seoul","days":3}}\n</tool_call>',
    historyResult:
      '<tool_response>\n{"name":"get_weather","result":{"city":"Seoul","weather":"sunny"}}\n</tool_response>',
  },
  {
    name: 'gemmaToolMiddleware',
    middleware: gemmaToolMiddleware,
    template: gemmaSystemPromptTemplate,
    call: 'Let me look.\n```tool_call\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}\n```\n',
    historyCall: '```tool_call\n{"name":"get_weather","arguments":{"city":"Seoul","days":3}}\n```',
    historyResult:
      '```tool_response\n{"name":"get_weather","result":{"city":"Seoul","weather":"sunny"}}\n```',
  },
  {
    name: 'xmlToolMiddleware',
    middleware: xmlToolMiddleware,
    template: xmlSystemPromptTemplate,
    call: 'Let me look.\n<get_weather>\n  <city>Seoul</city>\n  <days>3</days>\n</get_weather>\n',
    historyCall: '<get_weather><city>Seoul</city><days>3</days></get_weather>',
    historyResult:
      '<tool_response><tool_name>get_weather</tool_name><result><city>Seoul</city><weather>sunny</weather></result></tool_response>',
  },
];

const chars = (text: string) => [...text];

describe.each(presets)(
  '$name',
  ({ name, middleware, template, call, historyCall, historyResult }) => {
    it('should run a multi-step loop with generateText', async () => {
      const base = scriptedModel([call, 'It is sunny in Seoul.']);
      const { tools, executed } = weatherTools();
      const model = wrapLanguageModel({ model: base, middleware });
      const result = await generateText({
        model,
        tools,
        stopWhen: isStepCount(4),
        prompt: 'Weather in Seoul for 3 days?',
      });
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
      expect(result.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(result.steps[0]?.text).toBe('Let me look.\n\n');
      expect(result.text).toBe('It is sunny in Seoul.');
      const history = base.doGenerateCalls[1]?.prompt ?? [];
      expect(history.at(-2)).toEqual({
        role: 'assistant',
        content: [{ type: 'text', text: `Let me look.\n${historyCall}\n` }],
      });
      expect(history.at(-1)).toEqual({
        role: 'user',
        content: [{ type: 'text', text: historyResult }],
      });
    });

    it('should run a multi-step loop with streamText, one character per chunk', async () => {
      const base = scriptedModel([
        { chunks: chars(call) },
        { chunks: chars('It is sunny in Seoul.') },
      ]);
      const { tools, executed } = weatherTools();
      const model = wrapLanguageModel({ model: base, middleware });
      const result = streamText({
        model,
        tools,
        stopWhen: isStepCount(4),
        prompt: 'Weather in Seoul for 3 days?',
      });
      const types: string[] = [];
      let inputText = '';
      for await (const part of result.stream) {
        types.push(part.type);
        if (part.type === 'tool-input-delta') inputText += part.delta;
      }
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
      expect(inputText).toBe('{"city":"Seoul","days":3}');
      expect(
        types.filter(
          (type) => type.startsWith('tool-input') || type === 'tool-call' || type === 'tool-result',
        ),
      ).toEqual(
        expect.arrayContaining([
          'tool-input-start',
          'tool-input-delta',
          'tool-input-end',
          'tool-call',
          'tool-result',
        ]),
      );
      expect(await result.text).toBe('It is sunny in Seoul.');
      expect((await result.steps).map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(base.doStreamCalls[1]?.prompt.at(-1)).toEqual({
        role: 'user',
        content: [{ type: 'text', text: historyResult }],
      });
    });

    it('should describe the tools with its template', async () => {
      const base = scriptedModel(['Hello.']);
      const { tools } = weatherTools();
      await generateText({
        model: wrapLanguageModel({ model: base, middleware }),
        tools,
        prompt: 'Hi',
        instructions: 'Be brief.',
      });
      const prompt = base.doGenerateCalls[0]?.prompt ?? [];
      const instructions = template('@@TOOLS@@').split('@@TOOLS@@')[0] ?? '';
      expect(instructions.length).toBeGreaterThan(20);
      const text = JSON.stringify(prompt);
      expect(text).toContain(JSON.stringify(instructions).slice(1, -1));
      expect(text).toContain('"name\\":\\"get_weather\\"');
      if (name === 'gemmaToolMiddleware') {
        expect(prompt.map((message) => message.role)).toEqual(['user']);
        const first = prompt[0]?.content[0];
        expect(first).toMatchObject({ type: 'text' });
        expect(
          (first as { text: string }).text.startsWith('Be brief.\n\nYou have access to functions.'),
        ).toBe(true);
        expect((first as { text: string }).text.endsWith('\n\nHi')).toBe(true);
      } else {
        expect(prompt.map((message) => message.role)).toEqual(['system', 'user']);
        expect(prompt[0]).toMatchObject({ role: 'system' });
        expect((prompt[0] as { content: string }).content.startsWith('Be brief.\n\n')).toBe(true);
      }
    });
  },
);

describe('preset templates', () => {
  it.each([
    {
      template: hermesSystemPromptTemplate,
      contains: ['<tools>\n[T]\n</tools>', '<tool_call>', '<tool_response>'],
    },
    {
      template: gemmaSystemPromptTemplate,
      contains: ['[T]', '```tool_call\n{"name": "<function name>"', 'tool_response'],
    },
    {
      template: xmlSystemPromptTemplate,
      contains: [
        '[T]',
        '<tool_name>\n<argument_name>value</argument_name>\n</tool_name>',
        '<item>',
      ],
    },
  ])(
    'should place the tool list and show the call format ($contains.1)',
    ({ template, contains }) => {
      const text = template('[T]');
      for (const piece of contains) expect(text).toContain(piece);
    },
  );
});
