import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest, ReplayAnswer } from '../chat-types';
import { breakJson } from './break-json';
import { detectPromptFormat } from './detect-prompt-format';
import type { PersonaTask } from './persona-task';
import { NO_CALL_TEXT, promptFollowingPersona, singleFormatPersona, thinkFirst } from './personas';

const tasks: PersonaTask[] = Array.from({ length: 40 }, (_, i) => ({
  id: `t${i}`,
  messages: [{ role: 'user', content: `Question number ${i}.` }],
  expected: i === 0 ? [] : [{ name: 'f', arguments: { q: [`v${i}`], opts: [{ n: i }] } }],
}));

const ask = (i: number, system = ''): ChatCompletionRequest => ({
  model: 'm',
  messages: [
    { role: 'system', content: system },
    { role: 'user', content: `Question number ${i}.` },
  ],
});

const text = (answer: ReplayAnswer | string) => (typeof answer === 'string' ? answer : answer.text);

describe('singleFormatPersona', () => {
  it('should answer in its format whatever the prompt asks, and in text when no call is expected', () => {
    const persona = singleFormatPersona({ format: 'mistral', tasks });
    expect(persona(ask(3, 'Use <tool_call> blocks.'), { index: 0 })).toBe(
      '[TOOL_CALLS]f[ARGS]{"q": "v3", "opts": {"n": 3}}',
    );
    expect(persona(ask(0), { index: 1 })).toBe(NO_CALL_TEXT);
  });
});

describe('detectPromptFormat', () => {
  it.each([
    ['write [TOOL_CALLS]<tool name>[ARGS]{…}', 'mistral'],
    ['<tool_call>FUNCTION<arg_key>K</arg_key>…</tool_call>', 'glm'],
    ['<tool_call>\n<function=NAME>', 'qwen3-coder'],
    ['<tool_call>{"name": …}</tool_call>', 'hermes'],
    ['<|start|>assistant<|channel|>commentary to=functions.<name>', 'harmony'],
    ['<TOOLCALL>[{"name": …, "arguments": {…}}]</TOOLCALL>', 'nemotron'],
    ['write <|tool_call>call:NAME{key:value}<tool_call|>', 'gemma4'],
    ['write <start_function_call>call:NAME{…}<end_function_call>', 'function-gemma'],
    ['<seed:tool_call>\n<function=NAME>', 'seed-oss'],
    ['<|open|>tools<|sep|><|open|>call tool="NAME" index="1"<|sep|>', 'kimi-k3'],
    ['<|tool_call:start|>NAME\n<|tool_arg:start|>K<|tool_arg:value|>V', 'solar-open2'],
    ['<function name="NAME"><param name="K">V</param></function>', 'minicpm5'],
    ['<tool_calls>\n<tool_call>NAME<tool_sep>\n<arg_key>K</arg_key>', 'hy3'],
    ['<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="NAME">', 'step3'],
    [']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="NAME">', 'minimax-m3'],
    ['<|START_ACTION|>[{"tool_call_id": "0", "tool_name": …}]<|END_ACTION|>', 'cohere'],
    ['write <|tool_call|>[{"name": …}]', 'granite'],
    ['<tool_calls>[{"name": …}]</tool_calls>', 'tool-calls-json'],
    ['<tool_calls>\n{"name": …}\n</tool_calls>', 'minimax-m1'],
    ["<|tool_call_start|>[tool_name(argument_name='value')]<|tool_call_end|>", 'lfm2'],
    ['<function=function_name>{"argument_name": "value"}</function>', 'functionary-v31'],
    ['>>>all\nText for the user.', 'functionary'],
    ['<|tools_prefix|>[{"tool_name": {…}}]<|tools_suffix|>', 'apertus'],
    ['[{"name": "tool_name", "arguments": {…}}]', 'xlam'],
    ['<｜GCML｜tool_calls>\n<｜GCML｜invoke name="NAME">', 'gigachat35'],
    [
      '<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>NAME<|tool_call:args|>{…}',
      'solar-open',
    ],
    ['<tool_calls:opensource>\n<tool_call:opensource>NAME\n<arg_key:opensource>K', 'hy4'],
    ['<dots_function_call>\n<invoke name="NAME">', 'dots'],
    ['<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|>', 'plamo3'],
    ['no tools here', undefined],
  ])('should read %j as %s', (system, format) => {
    expect(detectPromptFormat(ask(1, system))).toBe(format);
  });

  it('should read the instructions from the first user message too', () => {
    const request: ChatCompletionRequest = {
      model: 'm',
      messages: [{ role: 'user', content: '```tool_call\n{…}\n```\nQuestion number 1.' }],
    };
    expect(detectPromptFormat(request)).toBe('gemma');
  });
});

describe('promptFollowingPersona', () => {
  const prompt = 'Write calls as [TOOL_CALLS]<tool name>[ARGS]{"<argument>": <value>}';

  it('should follow the prompt and break the JSON of a seeded share of answers, the same way every time', () => {
    const persona = promptFollowingPersona({ tasks, seed: 7, breakRate: 0.5 });
    const answers = tasks.slice(1).map((_, i) => text(persona(ask(i + 1, prompt), { index: i })));
    const broken = answers.filter((answer) => answer.includes('{::'));
    expect(answers.every((answer) => answer.startsWith('[TOOL_CALLS]f[ARGS]'))).toBe(true);
    expect(broken.length).toBeGreaterThan(5);
    expect(broken.length).toBeLessThan(34);
    const again = promptFollowingPersona({ tasks, seed: 7, breakRate: 0.5 });
    expect(
      tasks.slice(1).map((_, i) => text(again(ask(i + 1, prompt), { index: 99 - i }))),
    ).toEqual(answers);
  });

  it('should break an object argument in XML formats, which have no other JSON', () => {
    const persona = promptFollowingPersona({ tasks, breakRate: 1 });
    expect(text(persona(ask(2, 'Write <minimax:tool_call> blocks.'), { index: 0 }))).toContain(
      '<parameter name="opts">{:: "n": 2}</parameter>',
    );
    expect(text(persona(ask(2, 'Answer with [function_name(argument=value)]'), { index: 0 }))).toBe(
      "[f(q='v2', opts={'n': 2})]",
    );
  });
});

describe('thinkFirst', () => {
  const persona = singleFormatPersona({ format: 'hermes', tasks });

  it('should open the answer with a think block without call markup', () => {
    const answer = text(thinkFirst(persona)(ask(4), { index: 0 }));
    expect(answer).toMatch(
      /^<think>\nThe user wrote: "Question number 4\.".*\n<\/think>\n\n<tool_call>/,
    );
  });

  it('should send the thinking apart on the reasoning_content channel', () => {
    const answer = thinkFirst(persona, { channel: 'reasoning_content' })(ask(4), { index: 0 });
    expect(typeof answer === 'object' && answer.reasoning).toContain('Question number 4');
    expect(text(answer).startsWith('<tool_call>')).toBe(true);
  });
});

describe('breakJson', () => {
  it.each([
    ['{"a": 1}', '{:: "a": 1}'],
    ['["a"]', '[:: "a"]'],
    ['"text"', undefined],
  ])('should damage %s', (fragment, broken) => {
    expect(breakJson(fragment)).toBe(broken);
  });
});
