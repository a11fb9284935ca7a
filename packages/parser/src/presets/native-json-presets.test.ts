import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import { generateText, isStepCount, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../test-utils/scripted-model';
import { weatherTools } from '../test-utils/weather-tools';
import {
  harmonyToolMiddleware,
  kimiK2ToolMiddleware,
  llama3JsonToolMiddleware,
  mistralToolMiddleware,
  pythonicToolMiddleware,
} from './named-middlewares';

/** Each preset with get_weather(Seoul, 3 days) written the way the model writes it. */
const cases: Array<{
  name: string;
  middleware: LanguageModelV4Middleware;
  call: string;
  id?: string;
}> = [
  {
    name: 'llama3JsonToolMiddleware',
    middleware: llama3JsonToolMiddleware,
    call: '{"name": "get_weather", "parameters": {"city": "Seoul", "days": 3}}',
  },
  {
    name: 'mistralToolMiddleware',
    middleware: mistralToolMiddleware,
    call: '[TOOL_CALLS]get_weather[CALL_ID]Ab12Cd34E[ARGS]{"city": "Seoul", "days": 3}',
    id: 'Ab12Cd34E',
  },
  {
    name: 'pythonicToolMiddleware',
    middleware: pythonicToolMiddleware,
    call: "[get_weather(city='Seoul', days=3)]",
  },
  {
    name: 'kimiK2ToolMiddleware',
    middleware: kimiK2ToolMiddleware,
    call: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Seoul", "days": 3}<|tool_call_end|><|tool_calls_section_end|>',
    id: 'functions.get_weather:0',
  },
  {
    name: 'harmonyToolMiddleware',
    middleware: harmonyToolMiddleware,
    call: '<|channel|>analysis<|message|>The user wants the weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Seoul","days":3}<|call|>',
  },
];

describe.each(cases)('$name', ({ middleware, call, id }) => {
  it('should run a two-step loop with generateText', async () => {
    const base = scriptedModel([call, 'It is sunny in Seoul.']);
    const { tools, executed } = weatherTools();
    const result = await generateText({
      model: wrapLanguageModel({ model: base, middleware }),
      tools,
      stopWhen: isStepCount(4),
      prompt: 'Weather in Seoul for 3 days?',
    });
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
    expect(result.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    expect(result.text).toBe('It is sunny in Seoul.');
    if (id !== undefined) expect(result.steps[0]?.toolCalls[0]?.toolCallId).toBe(id);
    // The second request carries the call and its result as text in the model's own syntax.
    const history = JSON.stringify(base.doGenerateCalls[1]?.prompt.slice(-2));
    expect(history).toContain('get_weather');
    expect(history).toContain('sunny');
    expect(base.doGenerateCalls[1]?.tools).toBeUndefined();
  });

  it('should stream the same loop one character per chunk', async () => {
    const base = scriptedModel([{ chunks: [...call] }, { chunks: [...'It is sunny in Seoul.'] }]);
    const { tools, executed } = weatherTools();
    const result = streamText({
      model: wrapLanguageModel({ model: base, middleware }),
      tools,
      stopWhen: isStepCount(4),
      prompt: 'Weather in Seoul for 3 days?',
    });
    let inputText = '';
    for await (const part of result.stream)
      if (part.type === 'tool-input-delta') inputText += part.delta;
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
    expect(JSON.parse(inputText)).toEqual({ city: 'Seoul', days: 3 });
    expect(await result.text).toBe('It is sunny in Seoul.');
    expect((await result.steps).map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
  });
});
