import { describe, expect, it } from 'vitest';
import { createToolMiddleware } from '../create-tool-middleware';
import { hermesPreset } from '../presets/named-presets';
import { toolMiddlewareFor } from '../presets/tool-middleware-for';
import { SDK_MODES } from '../test-utils/sdk-adapter';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { nearestName } from './nearest-name';
import { CALL_OPTION_KEYS, CREATION_OPTION_KEYS, REASONING_OPTION_KEYS } from './option-keys';

/** The error `make` throws (it must throw a ToolMiddlewareError). */
function thrown(make: () => unknown): ToolMiddlewareError {
  try {
    make();
  } catch (error) {
    if (error instanceof ToolMiddlewareError) return error;
    throw error;
  }
  throw new Error('expected a ToolMiddlewareError, nothing was thrown');
}

describe('nearestName', () => {
  it.each([
    ['malformedCall', 'malformedCalls'],
    ['reasonig', 'reasoning'],
    ['OnError', 'onError'],
    ['startInReasonig', 'startInReasoning'],
    ['tool_calls', 'toolCalls'],
    ['placment', 'placement'],
  ])('should find %s → %s', (given, expected) => {
    const names = [...CREATION_OPTION_KEYS, ...REASONING_OPTION_KEYS];
    expect(nearestName(given, names)).toBe(expected);
  });

  it.each(['tagName', 'x', 'temperature'])('should find nothing near %s', (given) => {
    expect(nearestName(given, CREATION_OPTION_KEYS)).toBeUndefined();
  });
});

describe('unknown options fail fast, each object the same way', () => {
  it.each([
    { key: 'malformedCall', near: 'malformedCalls' },
    { key: 'reasonig', near: 'reasoning' },
    { key: 'toolSystemPrompt', near: 'toolSystemPromptTemplate' },
  ])('should reject createToolMiddleware({ $key }) naming $near', ({ key, near }) => {
    const error = thrown(() => createToolMiddleware({ ...hermesPreset, [key]: 'text' }));
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.message).toBe(
      `createToolMiddleware has no option "${key}". Did you mean "${near}"? It takes ${CREATION_OPTION_KEYS.join(', ')}.`,
    );
  });

  it('should reject an unknown key with no near name, listing what it takes', () => {
    const error = thrown(() => createToolMiddleware({ ...hermesPreset, temperature: 0 } as never));
    expect(error.message).toBe(
      `createToolMiddleware has no option "temperature". It takes ${CREATION_OPTION_KEYS.join(', ')}.`,
    );
  });

  it('should reject an unknown reasoning key with the nearest one, at creation', () => {
    const error = thrown(() =>
      createToolMiddleware({ ...hermesPreset, reasoning: { startInReasonig: true } as never }),
    );
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.message).toContain(
      'createToolMiddleware reasoning has no option "startInReasonig"',
    );
    expect(error.message).toContain('Did you mean "startInReasoning"?');
  });

  it('should reject toolMiddlewareFor options the same way', () => {
    const error = thrown(() =>
      toolMiddlewareFor('Qwen/Qwen3-8B', { defaultPrest: 'xml' } as never),
    );
    expect(error.message).toContain('toolMiddlewareFor has no option "defaultPrest"');
    expect(error.message).toContain('Did you mean "defaultPreset"?');
  });

  it('should accept every known option', () => {
    expect(() =>
      createToolMiddleware({
        ...hermesPreset,
        onError: () => {},
        malformedCalls: 'text',
        transport: 'prompt',
        reasoning: { startInReasoning: true, toolCalls: 'ignore', open: '<think>' },
        emitFailedCallText: true,
        maxToolCallSize: 1000,
        generateId: () => 'id',
        originalToolSchemas: {},
        placement: 'system',
        fallbackProtocols: [],
      }),
    ).not.toThrow();
  });
});

describe.each(SDK_MODES)('unknown per-call options ($name)', ({ sdk, mode }) => {
  it.each([
    { options: { malformedCall: 'text' }, where: '', key: 'malformedCall', near: 'malformedCalls' },
    {
      options: { reasoning: { toolcalls: 'parse' } },
      where: ' reasoning',
      key: 'toolcalls',
      near: 'toolCalls',
    },
  ])('should reject $key before the model is called', async ({ options, where, key, near }) => {
    const base = sdk.scripted(['Hello.']);
    const model = sdk.wrapLanguageModel({
      model: base.model,
      middleware: sdk.toolMiddleware(hermesPreset),
    });
    const settings = {
      model,
      tools: sdk.weatherTools().tools,
      prompt: 'Hi',
      providerOptions: { toolCallMiddleware: options },
    };
    const expected = `providerOptions.toolCallMiddleware${where} has no option "${key}". Did you mean "${near}"?`;
    if (mode === 'generate') {
      await expect(sdk.generateText(settings)).rejects.toThrow(expected);
    } else {
      // streamText reports the failure as an error part of the stream.
      const errors: string[] = [];
      for await (const part of sdk.parts(sdk.streamText({ ...settings, onError: () => {} }))) {
        if (part.type === 'error') errors.push(String((part.error as Error).message));
      }
      expect(errors).toEqual([expect.stringContaining(expected)]);
    }
    expect(base.doGenerateCalls.length + base.doStreamCalls.length).toBe(0);
  });

  it('should take every known per-call option', async () => {
    const model = sdk.wrapLanguageModel({
      model: sdk.scripted(['Hello.']).model,
      middleware: sdk.toolMiddleware(hermesPreset),
    });
    const known = Object.fromEntries(CALL_OPTION_KEYS.map((key) => [key, undefined]));
    const result = await sdk.generateText({
      model,
      prompt: 'Hi',
      providerOptions: { toolCallMiddleware: { ...known, malformedCalls: 'text' } },
    });
    expect(result.text).toBe('Hello.');
  });
});
