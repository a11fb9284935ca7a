import { glmSystemPrompt } from '@tool/protocols';
import { generateText, isStepCount, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../test-utils/scripted-model';
import { weatherTools } from '../test-utils/weather-tools';
import { glmToolMiddleware } from './glm';

/** The model's first turn: prose, then get_weather(Seoul, 3 days) in its native syntax. */
const call =
  'Let me look.\n<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Seoul</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call>\n';
/** How that call and its result read in the next prompt. */
const historyCall =
  '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Seoul</arg_value><arg_key>days</arg_key><arg_value>3</arg_value></tool_call>';
const historyResult = '<tool_response>\n{"city":"Seoul","weather":"sunny"}\n</tool_response>';

describe('glmToolMiddleware', () => {
  it('should run a two-step loop with generateText', async () => {
    const base = scriptedModel([call, 'It is sunny in Seoul.']);
    const { tools, executed } = weatherTools();
    const result = await generateText({
      model: wrapLanguageModel({ model: base, middleware: glmToolMiddleware }),
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
    const system = JSON.stringify(base.doGenerateCalls[0]?.prompt[0]);
    expect(system).toContain(JSON.stringify('<tool_call>FUNCTION_NAME<arg_key>').slice(1, -1));
    expect(system).toContain('get_weather');
  });

  it('should run a two-step loop with streamText, one character per chunk', async () => {
    const base = scriptedModel([{ chunks: [...call] }, { chunks: [...'It is sunny in Seoul.'] }]);
    const { tools, executed } = weatherTools();
    const result = streamText({
      model: wrapLanguageModel({ model: base, middleware: glmToolMiddleware }),
      tools,
      stopWhen: isStepCount(4),
      prompt: 'Weather in Seoul for 3 days?',
    });
    let deltas = 0;
    let inputText = '';
    for await (const part of result.stream) {
      if (part.type !== 'tool-input-delta') continue;
      deltas++;
      inputText += part.delta;
    }
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
    expect(inputText).toBe('{"city":"Seoul","days":3}');
    expect(deltas).toBeGreaterThan(1);
    expect(await result.text).toBe('It is sunny in Seoul.');
    expect((await result.steps).map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    expect(base.doStreamCalls[1]?.prompt.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'text', text: historyResult }],
    });
  });

  it('should describe the tools with glmSystemPrompt', () => {
    expect(glmSystemPrompt('[TOOLS]')).toContain('[TOOLS]');
  });
});
