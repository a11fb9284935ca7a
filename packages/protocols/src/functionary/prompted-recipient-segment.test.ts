import { describe, expect, it } from 'vitest';
import { reassemble, runGenerate, runStreamed } from '../test-utils/run-outputs';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import { functionaryProtocol } from './functionary-protocol';

const tools = testTools;

/** The same output whole and in pieces of 1, 2, 3 and 5 characters: one answer, nothing lost. */
async function run(text: string, protocol = functionaryProtocol()) {
  const whole = runGenerate(protocol, tools, text);
  for (const size of [1, 2, 3, 5]) {
    const chunks = chunkBySizes(text, [size]);
    const streamed = await runStreamed(protocol, tools, chunks);
    expect(streamed.violations).toEqual([]);
    expect(streamed.summary).toEqual(whole.summary);
    expect(reassemble(protocol, tools, chunks)).toBe(text);
  }
  expect(whole.errors).toEqual([]);
  return whole.summary;
}

describe('functionaryProtocol: a v3.2 answer right after the prompt’s >>>', () => {
  it('should drop the all line of a text answer', async () => {
    expect(await run('all\nIt is sunny in Paris.')).toMatchObject({
      text: 'It is sunny in Paris.',
      calls: [],
    });
  });

  it('should drop it before later calls too', async () => {
    expect(await run('all\nLet me check.\n>>>get_weather\n{"city": "Paris"}')).toMatchObject({
      text: 'Let me check.\n',
      calls: [{ toolName: 'get_weather', input: '{"city":"Paris"}' }],
    });
  });

  it('should keep a line that ends in "all" anywhere but the start', async () => {
    const text = 'That is all\nThanks for asking, all\nbye';
    expect(await run(text)).toMatchObject({ text, calls: [] });
    const after = '>>>all\nWe checked them all\nDone.';
    expect(await run(after)).toMatchObject({ text: 'We checked them all\nDone.' });
  });

  it('should keep an answer that starts with other words, and leave v3.1 answers alone', async () => {
    expect(await run('allow me: no.')).toMatchObject({ text: 'allow me: no.' });
    expect(await run(' all\nindented')).toMatchObject({ text: ' all\nindented' });
    expect(await run('all\nYes.', functionaryProtocol('v3.1'))).toMatchObject({
      text: 'all\nYes.',
    });
  });

  it("should read it only as the output's first characters, not after a thinking block", async () => {
    const summary = await run('<think>all\nhmm</think>all\nSure.');
    expect(summary.text).toBe('all\nSure.');
  });
});
