import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import { generateText, isStepCount, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import {
  apertusSystemPrompt,
  apertusToolMiddleware,
  deepseekSystemPrompt,
  deepseekToolMiddleware,
  functionarySystemPrompt,
  functionaryToolMiddleware,
  functionGemmaSystemPrompt,
  functionGemmaToolMiddleware,
  gemma4SystemPrompt,
  gemma4ToolMiddleware,
  gemmaSystemPromptTemplate,
  gemmaToolMiddleware,
  gigachat35SystemPrompt,
  gigachat35ToolMiddleware,
  glmSystemPrompt,
  glmToolMiddleware,
  graniteSystemPrompt,
  graniteToolMiddleware,
  hermesSystemPromptTemplate,
  hermesToolMiddleware,
  hy3SystemPrompt,
  hy3ToolMiddleware,
  kimiK3SystemPrompt,
  kimiK3ToolMiddleware,
  lfm2SystemPrompt,
  lfm2ToolMiddleware,
  minicpm5SystemPrompt,
  minicpm5ToolMiddleware,
  minimaxM3SystemPrompt,
  minimaxM3ToolMiddleware,
  minimaxSystemPrompt,
  minimaxToolMiddleware,
  nemotronSystemPrompt,
  nemotronToolMiddleware,
  qwen3CoderSystemPrompt,
  qwen3CoderToolMiddleware,
  seedOssSystemPrompt,
  seedOssToolMiddleware,
  solarOpen2SystemPrompt,
  solarOpen2ToolMiddleware,
  solarOpenSystemPrompt,
  solarOpenToolMiddleware,
  step3SystemPrompt,
  step3ToolMiddleware,
  xlamSystemPrompt,
  xlamToolMiddleware,
  xmlSystemPromptTemplate,
  xmlToolMiddleware,
  yamlXmlSystemPrompt,
  yamlXmlToolMiddleware,
} from '../index';
import { scriptedModel } from '../test-utils/scripted-model';
import { weatherTools } from '../test-utils/weather-tools';

/** Each text-format preset, with get_weather(Seoul, 3 days) written and replayed in its syntax. */
const presets: Array<{
  name: string;
  middleware: LanguageModelV4Middleware;
  template: (tools: string) => string;
  /** A piece of the call format that its instructions show the model. */
  example: string;
  /** Further pieces its template must show besides the tool list and the example. */
  templateShows?: string[];
  /** How get_weather is named in the tool list of the instructions. */
  listing?: string;
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
    example: '<tool_call>',
    templateShows: ['<tools>\n[T]\n</tools>', '<tool_response>'],
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
    example: '```tool_call\n{"name": "<function name>"',
    templateShows: ['tool_response'],
    call: 'Let me look.\n```tool_call\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}\n```\n',
    historyCall: '```tool_call\n{"name":"get_weather","arguments":{"city":"Seoul","days":3}}\n```',
    historyResult:
      '```tool_response\n{"name":"get_weather","result":{"city":"Seoul","weather":"sunny"}}\n```',
  },
  {
    name: 'xmlToolMiddleware',
    middleware: xmlToolMiddleware,
    template: xmlSystemPromptTemplate,
    example: '<tool_name>\n<argument_name>value</argument_name>\n</tool_name>',
    templateShows: ['<item>'],
    call: 'Let me look.\n<get_weather>\n  <city>Seoul</city>\n  <days>3</days>\n</get_weather>\n',
    historyCall: '<get_weather><city>Seoul</city><days>3</days></get_weather>',
    historyResult:
      '<tool_response><tool_name>get_weather</tool_name><result><city>Seoul</city><weather>sunny</weather></result></tool_response>',
  },
  {
    name: 'glmToolMiddleware',
    middleware: glmToolMiddleware,
    template: glmSystemPrompt,
    example: '<tool_call>FUNCTION_NAME<arg_key>',
    call: 'Let me look.\n<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Seoul</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call>\n',
    historyCall:
      '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Seoul</arg_value><arg_key>days</arg_key><arg_value>3</arg_value></tool_call>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'minimaxToolMiddleware',
    middleware: minimaxToolMiddleware,
    template: minimaxSystemPrompt,
    example: '<invoke name="FUNCTION_NAME">',
    call: 'Let me look.\n<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Seoul</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n</minimax:tool_call>\n',
    historyCall:
      '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Seoul</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n</minimax:tool_call>',
    historyResult: '<response>{"city":"Seoul","weather":"sunny"}</response>',
  },
  {
    name: 'qwen3CoderToolMiddleware',
    middleware: qwen3CoderToolMiddleware,
    template: qwen3CoderSystemPrompt,
    example: '<tool_call>\n<function=FUNCTION_NAME>',
    listing: '<name>get_weather</name>',
    call: 'Let me look.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nSeoul\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>\n',
    historyCall:
      '<tool_call>\n<function=get_weather>\n<parameter=city>\nSeoul\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'deepseekToolMiddleware',
    middleware: deepseekToolMiddleware,
    template: deepseekSystemPrompt,
    example: '<｜DSML｜invoke name="FUNCTION_NAME">',
    call: 'Let me look.\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Seoul", "days": 3}<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n',
    historyCall:
      '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">Seoul</｜DSML｜parameter>\n<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
    historyResult:
      '<function_results>\n<result>{"city":"Seoul","weather":"sunny"}</result>\n</function_results>',
  },
  {
    name: 'nemotronToolMiddleware',
    middleware: nemotronToolMiddleware,
    template: nemotronSystemPrompt,
    example: '<TOOLCALL>[{"name": "<tool name>"',
    templateShows: ['<AVAILABLE_TOOLS>', '<TOOL_RESPONSE>'],
    call: 'Let me look.\n<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}]</TOOLCALL>\n',
    historyCall:
      '<TOOLCALL>[{"name":"get_weather","arguments":{"city":"Seoul","days":3}}]</TOOLCALL>',
    historyResult:
      '<TOOL_RESPONSE>{"name":"get_weather","result":{"city":"Seoul","weather":"sunny"}}</TOOL_RESPONSE>',
  },
  {
    name: 'gemma4ToolMiddleware',
    middleware: gemma4ToolMiddleware,
    template: gemma4SystemPrompt,
    example: '<|tool_call>call:NAME{key:value,...}<tool_call|>',
    templateShows: ['<|tool_response>'],
    listing: '<|tool>declaration:get_weather{',
    call: 'Let me look.\n<|tool_call>call:get_weather{city:<|"|>Seoul<|"|>,days:3}<tool_call|>\n',
    historyCall: '<|tool_call>call:get_weather{city:<|"|>Seoul<|"|>,days:3}<tool_call|>',
    historyResult:
      '<|tool_response>response:get_weather{city:<|"|>Seoul<|"|>,weather:<|"|>sunny<|"|>}<tool_response|>',
  },
  {
    name: 'functionGemmaToolMiddleware',
    middleware: functionGemmaToolMiddleware,
    template: functionGemmaSystemPrompt,
    example: '<start_function_call>call:NAME{key:value,...}<end_function_call>',
    templateShows: ['<start_function_response>'],
    listing: '<start_function_declaration>declaration:get_weather{',
    call: 'Let me look.\n<start_function_call>call:get_weather{city:<escape>Seoul<escape>,days:3}<end_function_call>\n',
    historyCall:
      '<start_function_call>call:get_weather{city:<escape>Seoul<escape>,days:3}<end_function_call>',
    historyResult:
      '<start_function_response>response:get_weather{city:<escape>Seoul<escape>,weather:<escape>sunny<escape>}<end_function_response>',
  },
  {
    name: 'seedOssToolMiddleware',
    middleware: seedOssToolMiddleware,
    template: seedOssSystemPrompt,
    example: '<seed:tool_call>\n<function=FUNCTION_NAME>',
    templateShows: ['<tool_response>'],
    call: 'Let me look.\n<seed:tool_call>\n<function=get_weather>\n<parameter=city>Seoul</parameter>\n<parameter=days>3</parameter>\n</function>\n</seed:tool_call>\n',
    historyCall:
      '<seed:tool_call>\n<function=get_weather>\n<parameter=city>Seoul</parameter>\n<parameter=days>3</parameter>\n</function>\n</seed:tool_call>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'minimaxM3ToolMiddleware',
    middleware: minimaxM3ToolMiddleware,
    template: minimaxM3SystemPrompt,
    example: ']<]minimax[>[<invoke name="FUNCTION_NAME">',
    templateShows: ['<response>'],
    call: 'Let me look.\n]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<city>Seoul]<]minimax[>[</city>\n]<]minimax[>[<days>3]<]minimax[>[</days>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>\n',
    historyCall:
      ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<city>Seoul]<]minimax[>[</city>\n]<]minimax[>[<days>3]<]minimax[>[</days>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
    historyResult: '<response>{"city":"Seoul","weather":"sunny"}</response>',
  },
  {
    name: 'step3ToolMiddleware',
    middleware: step3ToolMiddleware,
    template: step3SystemPrompt,
    example: '<steptml:invoke name="FUNCTION_NAME">',
    templateShows: ['<tool_response>'],
    call: 'Let me look.\n<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">Seoul</steptml:parameter><steptml:parameter name="days">3</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>\n',
    historyCall:
      '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">Seoul</steptml:parameter><steptml:parameter name="days">3</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'hy3ToolMiddleware',
    middleware: hy3ToolMiddleware,
    template: hy3SystemPrompt,
    example: '<tool_call>FUNCTION_NAME<tool_sep>',
    templateShows: ['<tool_response>'],
    call: 'Let me look.\n<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Seoul</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call>\n</tool_calls>\n',
    historyCall:
      '<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Seoul</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call>\n</tool_calls>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'minicpm5ToolMiddleware',
    middleware: minicpm5ToolMiddleware,
    template: minicpm5SystemPrompt,
    example: '<function name="FUNCTION_NAME"><param name="ARGUMENT_NAME">value</param>',
    templateShows: ['<tool_response>'],
    call: 'Let me look.\n<function name="get_weather"><param name="city">Seoul</param><param name="days">3</param></function>\n',
    historyCall:
      '<function name="get_weather"><param name="city">Seoul</param><param name="days">3</param></function>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'solarOpenToolMiddleware',
    middleware: solarOpenToolMiddleware,
    template: solarOpenSystemPrompt,
    example: '<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>TOOL_NAME',
    templateShows: ['<|tool_response:begin|>'],
    call: 'Let me look.\n<|tool_calls|><|tool_call:begin|>a1b2c3d4e5<|tool_call:name|>get_weather<|tool_call:args|>{"city": "Seoul", "days": 3}<|tool_call:end|><|calls|>\n',
    listing: '"name": "get_weather"',
    historyCall:
      '<|tool_calls|><|tool_call:begin|>a1b2c3d4e5<|tool_call:name|>get_weather<|tool_call:args|>{"city": "Seoul", "days": 3}<|tool_call:end|><|calls|>',
    historyResult:
      '<|tool_response:begin|>a1b2c3d4e5<|tool_response:name|>get_weather<|tool_response:result|>{"city": "Seoul", "weather": "sunny"}<|tool_response:end|>',
  },
  {
    name: 'solarOpen2ToolMiddleware',
    middleware: solarOpen2ToolMiddleware,
    template: solarOpen2SystemPrompt,
    example: '<|tool_call:start|>FUNCTION_NAME',
    templateShows: ['<tool_response>'],
    call: 'Let me look.\n<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>Seoul<|tool_arg:end|><|tool_arg:start|>days<|tool_arg:value|>3<|tool_arg:end|><|tool_call:end|>\n',
    historyCall:
      '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>Seoul<|tool_arg:end|><|tool_arg:start|>days<|tool_arg:value|>3<|tool_arg:end|><|tool_call:end|>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'kimiK3ToolMiddleware',
    middleware: kimiK3ToolMiddleware,
    template: kimiK3SystemPrompt,
    example: '<|open|>call tool="FUNCTION_NAME" index="1"<|sep|>',
    templateShows: ['<tool_response>'],
    call: 'Let me look.\n<|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>Seoul<|close|>argument<|sep|><|open|>argument key="days" type="json"<|sep|>3<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>\n',
    historyCall:
      '<|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>Seoul<|close|>argument<|sep|><|open|>argument key="days" type="json"<|sep|>3<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
    historyResult: '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>',
  },
  {
    name: 'graniteToolMiddleware',
    middleware: graniteToolMiddleware,
    template: graniteSystemPrompt,
    example: '<|tool_call|>[{"name": "<tool name>"',
    listing: '"name": "get_weather"',
    call: 'Let me look.\n<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}]\n',
    historyCall:
      '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}]',
    historyResult: '{"name": "get_weather", "result": {"city": "Seoul", "weather": "sunny"}}',
  },
  {
    name: 'lfm2ToolMiddleware',
    middleware: lfm2ToolMiddleware,
    template: lfm2SystemPrompt,
    example: "<|tool_call_start|>[tool_name(argument_name='value')]<|tool_call_end|>",
    listing: '"name": "get_weather"',
    call: 'Let me look.\n<|tool_call_start|>[get_weather(city="Seoul", days=3)]<|tool_call_end|>\n',
    historyCall: "<|tool_call_start|>[get_weather(city='Seoul', days=3)]<|tool_call_end|>",
    historyResult:
      '<|tool_response_start|>{"name": "get_weather", "result": {"city": "Seoul", "weather": "sunny"}}<|tool_response_end|>',
  },
  {
    name: 'functionaryToolMiddleware',
    middleware: functionaryToolMiddleware,
    template: functionarySystemPrompt,
    example: '>>>all',
    listing: '"name": "get_weather"',
    call: 'Let me look.\n>>>get_weather\n{"city": "Seoul", "days": 3}\n',
    historyCall: '>>>get_weather\n{"city":"Seoul","days":3}',
    historyResult: '{"name": "get_weather", "result": {"city": "Seoul", "weather": "sunny"}}',
  },
  {
    name: 'apertusToolMiddleware',
    middleware: apertusToolMiddleware,
    template: apertusSystemPrompt,
    example: '<|tools_prefix|>[{"tool_name": {',
    listing: '"name": "get_weather"',
    call: 'Let me look.\n<|tools_prefix|>[{"get_weather": {"city": "Seoul", "days": 3}}]<|tools_suffix|>\n',
    historyCall: '<|tools_prefix|>[{"get_weather": {"city": "Seoul", "days": 3}}]<|tools_suffix|>',
    historyResult: '{"get_weather": {"city": "Seoul", "weather": "sunny"}}',
  },
  {
    name: 'xlamToolMiddleware',
    middleware: xlamToolMiddleware,
    template: xlamSystemPrompt,
    example: '[{"name": "tool_name", "arguments"',
    listing: '"name": "get_weather"',
    call: 'Let me look.\n[{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}]\n',
    historyCall: '[{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}]',
    historyResult: '{"name": "get_weather", "result": {"city": "Seoul", "weather": "sunny"}}',
  },
  {
    name: 'gigachat35ToolMiddleware',
    middleware: gigachat35ToolMiddleware,
    template: gigachat35SystemPrompt,
    example: '<｜GCML｜invoke name="FUNCTION_NAME">',
    listing: '{"name":"get_weather"',
    call: 'Let me look.\n<｜GCML｜tool_calls>\n<｜GCML｜invoke name="get_weather">\n<｜GCML｜parameter name="city" string="true">Seoul</｜GCML｜parameter>\n<｜GCML｜parameter name="days" string="false">3</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>\n',
    historyCall:
      '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="get_weather">\n<｜GCML｜parameter name="city" string="true">Seoul</｜GCML｜parameter>\n<｜GCML｜parameter name="days" string="false">3</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>',
    historyResult:
      '<function_response name="get_weather">{"city":"Seoul","weather":"sunny"}</function_response>',
  },
  {
    name: 'yamlXmlToolMiddleware',
    middleware: yamlXmlToolMiddleware,
    template: yamlXmlSystemPrompt,
    example: '<write_file>\npath: src/hello.py\ncontent: |',
    call: 'Let me look.\n<get_weather>\ncity: Seoul\ndays: 3\n</get_weather>\n',
    historyCall: '<get_weather>\ncity: Seoul\ndays: 3\n</get_weather>',
    historyResult:
      '<tool_response>\ntool: get_weather\nresult:\n  city: Seoul\n  weather: sunny\n</tool_response>',
  },
];

const chars = (text: string) => [...text];

describe.each(presets)(
  '$name',
  ({ name, middleware, template, example, listing, call, historyCall, historyResult }) => {
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
      // The first message carries the instructions (gemma folds them into the user turn).
      const instructions = JSON.stringify(base.doGenerateCalls[0]?.prompt[0]);
      expect(instructions).toContain(JSON.stringify(example).slice(1, -1));
      expect(instructions).toContain('get_weather');
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
      let deltas = 0;
      let inputText = '';
      for await (const part of result.stream) {
        types.push(part.type);
        if (part.type !== 'tool-input-delta') continue;
        deltas++;
        inputText += part.delta;
      }
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
      expect(inputText).toBe('{"city":"Seoul","days":3}');
      expect(deltas).toBeGreaterThan(1);
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
      // Most presets list the tools as JSON Schema; qwen3-coder lists them as XML.
      expect(text).toContain(JSON.stringify(listing ?? '"name":"get_weather"').slice(1, -1));
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
  it.each(presets)(
    '$name: should place the tool list and show the call format',
    ({ template, example, templateShows = [] }) => {
      const text = template('[T]');
      for (const piece of ['[T]', example, ...templateShows]) expect(text).toContain(piece);
    },
  );
});
