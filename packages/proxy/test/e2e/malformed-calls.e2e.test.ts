import { MALFORMED_CALLS, messageText, retryScript } from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { collect, functionTools, type Stack, startStack } from './harness';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type AssistantMessage = OpenAI.Chat.Completions.ChatCompletionMessage;

const WEATHER_TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
const ask: Message[] = [{ role: 'user', content: 'Weather in Busan?' }];
/** What the model writes first: `{"city": Busan" ]]}`, broken JSON in a Hermes call. */
const BROKEN = MALFORMED_CALLS.hermes.brokenCall;
/**
 * The feedback the model reads about its call: what the parser said of the call's text (read
 * again by the proxy, the same words as the AI SDK path gives), and what to do.
 */
const FEEDBACK = [
  'The call was not run. The tool call is not valid JSON: Expected a value but found',
  'Write the call again, correctly, to retry it.',
];

/** A model that botches its call, writes it again correctly once told, then answers. */
function botchingStack(options: Parameters<typeof startStack>[1] = {}): Promise<Stack> {
  return startStack({ script: retryScript('hermes', 'brokenCall'), chunking: 3 }, options);
}

/** One answer of the proxy, whole or streamed (assembled by the client's stream helper). */
async function answer(stack: Stack, messages: Message[], stream: boolean) {
  const params = { model: 'qwen3:8b', messages, tools: WEATHER_TOOLS };
  const completion = stream
    ? await stack.client.chat.completions.stream(params).finalChatCompletion()
    : await stack.client.chat.completions.create(params);
  const [choice] = completion.choices;
  if (choice === undefined) throw new Error('no choice in the answer');
  return choice;
}

/** What a client's tool runner does: parse the arguments, report the error as the result. */
function runTools(message: AssistantMessage, run: (args: unknown) => unknown): Message[] {
  return (message.tool_calls ?? []).map((call): Message => {
    if (call.type !== 'function') throw new Error('a custom tool call');
    let content: string;
    try {
      content = JSON.stringify(run(JSON.parse(call.function.arguments)));
    } catch (error) {
      content = `Error: ${(error as Error).message}`;
    }
    return { role: 'tool', tool_call_id: call.id, content };
  });
}

/** The upstream request's messages as text, one string per message. */
function upstreamTexts(stack: Stack, index: number): string[] {
  const request = stack.replay.requests[index];
  if (request === undefined) throw new Error(`no upstream request ${index}`);
  return request.messages.map(messageText);
}

describe('a call the model botched, through tool-proxy (malformedCalls feedback, the default)', () => {
  it('should stream it as OpenAI streams a call: first delta with id and name, then arguments that add up to the whole answer’s', async () => {
    const stack = await botchingStack();
    const whole = await stack.client.chat.completions.create({
      model: 'qwen3:8b',
      messages: ask,
      tools: WEATHER_TOOLS,
    });
    const chunks = await collect(
      await stack.client.chat.completions.create({
        model: 'qwen3:8b',
        messages: ask,
        tools: WEATHER_TOOLS,
        stream: true,
      }),
    );
    const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
    expect(deltas.map((delta) => delta.content ?? '').join('')).toBe('Let me check.');
    const callDeltas = deltas.flatMap((delta) => delta.tool_calls ?? []);
    const [first, ...pieces] = callDeltas;
    expect(first).toEqual({
      index: 0,
      id: expect.stringMatching(/^call_/),
      type: 'function',
      function: { name: 'get_weather', arguments: '' },
    });
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      expect(piece.index).toBe(0);
      expect(Object.keys(piece)).toEqual(['index', 'function']);
      expect(Object.keys(piece.function ?? {})).toEqual(['arguments']);
    }
    const streamed = callDeltas.map((delta) => delta.function?.arguments ?? '').join('');
    const wholeCall = whole.choices[0]?.message.tool_calls?.[0];
    expect(wholeCall?.type === 'function' && wholeCall.function.arguments).toBe(BROKEN);
    expect(streamed).toBe(BROKEN);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(stack.log[0]).toMatch(/ tools=1 calls=1 parse-errors=1$/);
    expect(stack.log[1]).toMatch(/ stream calls=1 parse-errors=1$/);
  });

  it.each([false, true])(
    'should send the botched call back verbatim with the error, and return the retry as a call (stream: %s)',
    async (stream) => {
      const stack = await botchingStack();
      const messages: Message[] = [...ask];
      const executed: unknown[] = [];
      const run = (args: unknown) => {
        executed.push(args);
        return { weather: 'sunny' };
      };

      const botched = await answer(stack, messages, stream);
      messages.push(botched.message, ...runTools(botched.message, run));
      const error = messages.at(-1);
      expect(error).toMatchObject({ role: 'tool', content: expect.stringMatching(/^Error: /) });

      // The model reads its call exactly as it wrote it, and an error it can act on.
      const retry = await answer(stack, messages, stream);
      const texts = upstreamTexts(stack, 1);
      const assistant = texts.findIndex((text) => text.includes(BROKEN));
      expect(assistant, 'the botched call, verbatim, in an assistant turn').toBeGreaterThan(0);
      expect(stack.replay.requests[1]?.messages[assistant]?.role).toBe('assistant');
      const feedback = texts[assistant + 1] ?? '';
      for (const line of FEEDBACK) expect(feedback).toContain(line);
      // The client's own error text comes along (escaped in the Hermes result's JSON).
      expect(feedback).toContain(
        JSON.stringify((error as { content: string }).content).slice(1, -1),
      );
      expect(JSON.stringify(stack.replay.requests[1]?.messages)).not.toContain('tool_calls');

      // The retry is an ordinary call; it runs once, and the loop ends with the answer.
      expect(retry.finish_reason).toBe('tool_calls');
      expect(
        retry.message.tool_calls?.map((call) => call.type === 'function' && call.function),
      ).toEqual([{ name: 'get_weather', arguments: '{"city":"Busan"}' }]);
      messages.push(retry.message, ...runTools(retry.message, run));
      const final = await answer(stack, messages, stream);
      expect(final.message.content).toBe('It is sunny.');
      expect(executed).toEqual([{ city: 'Busan' }]);
      // Once the retry has run, the botched call is still shown as written, with its error.
      const last = upstreamTexts(stack, 2).join('\n');
      expect(last).toContain(BROKEN);
      expect(last).toContain(FEEDBACK[1]);
    },
  );

  it("should let the openai client's own tool runner report the error and run the retry once", async () => {
    const stack = await botchingStack();
    const executed: unknown[] = [];
    const runner = stack.client.chat.completions.runTools({
      model: 'qwen3:8b',
      messages: ask,
      tools: [
        {
          type: 'function',
          function: {
            name: 'get_weather',
            description: 'The weather in a city.',
            parameters: { type: 'object', properties: { city: { type: 'string' } } },
            parse: JSON.parse,
            function: (args: unknown) => {
              executed.push(args);
              return { weather: 'sunny' };
            },
          },
        },
      ],
    });
    expect(await runner.finalContent()).toBe('It is sunny.');
    expect(executed).toEqual([{ city: 'Busan' }]);
    // The runner answered the botched call with JSON.parse's error; the model read it as feedback.
    const toolMessages = runner.messages.filter((message) => message.role === 'tool');
    expect(toolMessages).toHaveLength(2);
    const feedback = upstreamTexts(stack, 1).join('\n');
    expect(feedback).toContain(BROKEN);
    for (const line of FEEDBACK) expect(feedback).toContain(line);
  });

  it("should feed back a botched call in another format: the XML preset's string tag written twice", async () => {
    const stack = await startStack(
      { script: retryScript('xml', 'brokenCall'), chunking: 4 },
      {
        preset: 'xml',
      },
    );
    const duplicated = MALFORMED_CALLS.xml.brokenCall;
    const botched = await answer(stack, ask, true);
    expect(
      botched.message.tool_calls?.map((call) => call.type === 'function' && call.function),
    ).toEqual([{ name: 'get_weather', arguments: duplicated }]);
    const messages: Message[] = [...ask, botched.message, ...runTools(botched.message, () => ({}))];
    const retry = await answer(stack, messages, false);
    expect(
      retry.message.tool_calls?.map((call) => call.type === 'function' && call.function),
    ).toEqual([{ name: 'get_weather', arguments: '{"city":"Busan"}' }]);
    const texts = upstreamTexts(stack, 1);
    expect(texts.some((text) => text.includes(duplicated))).toBe(true);
    expect(texts.join('\n')).toContain('writes the string parameter <city> twice');
    expect(texts.join('\n')).toContain(FEEDBACK[1]);
  });
});

describe('a call the model botched, with malformedCalls text', () => {
  const botched =
    'Trying.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": </tool_call>';

  // The whole answer: chat.e2e.test.ts.
  it.each([true])(
    'should keep it as text with finish_reason stop, and count it in the log (stream: %s)',
    async (stream) => {
      const stack = await startStack(
        { script: () => botched, chunking: 3 },
        { middleware: { malformedCalls: 'text' } },
      );
      const choice = await answer(stack, ask, stream);
      expect(choice.message.tool_calls ?? []).toEqual([]);
      expect(choice.finish_reason).toBe('stop');
      expect(choice.message.content).toBe(botched);
      expect(stack.log[0]).toMatch(/ calls=0 parse-errors=1$/);
    },
  );
});
