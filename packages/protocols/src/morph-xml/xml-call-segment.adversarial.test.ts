import { describe, expect, it } from 'vitest';
import { runGenerate, runStreamed } from '../test-utils/run-outputs';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import { morphXmlProtocol } from './morph-xml-protocol';

const protocol = morphXmlProtocol();

describe('XmlCallSegment', () => {
  // Found by the hostile conformance property: the `/` of a self-closing open tag was looked for
  // only in the chunk holding the `>`, so `<get_time />` split between `/` and `>` read as an open
  // element, and what followed became its body.
  it.each([
    { text: '<get_time\n<get_time/>{', calls: 1, rest: '{' },
    { text: '<get_time />{"a": 1}', calls: 1, rest: '{"a": 1}' },
    { text: '<get_time zone="UTC"/> then text', calls: 1, rest: ' then text' },
    { text: '<get_weather city="x" /><get_time/>!', calls: 2, rest: '!' },
  ])(
    'should end a self-closing call at its /> however it is split ($text)',
    async ({ text, calls, rest }) => {
      const generated = runGenerate(protocol, testTools, text);
      expect(generated.summary.calls).toHaveLength(calls);
      expect(generated.summary.text).toBe(rest);
      for (const size of [1, 2, 3]) {
        const streamed = await runStreamed(protocol, testTools, chunkBySizes(text, [size]));
        expect(streamed.violations).toEqual([]);
        expect(streamed.summary).toEqual(generated.summary);
        expect(streamed.errors).toEqual(generated.errors);
      }
    },
  );

  // Found by the hostile conformance property: after a duplicate string argument the call's end
  // was searched from the start of the chunk being read, so in generate mode an earlier
  // `</get_weather>` (closing an inner element) ended it, while streaming released everything.
  it.each([
    {
      text: '<get_weather><city>a</city><city>b</city></get_weather> after',
      segment: '<get_weather><city>a</city><city>b</city></get_weather>',
    },
    {
      text: '<get_weather><get_weather></get_weather><city>Oslo</city><city>Oslo</city>',
      segment: '<get_weather><get_weather></get_weather><city>Oslo</city><city>Oslo</city>',
    },
  ])(
    'should release a call with a duplicate string argument up to the same place however it is split ($text)',
    async ({ text, segment }) => {
      const generated = runGenerate(protocol, testTools, text);
      expect(generated.errors).toMatchObject([
        { code: 'DUPLICATE_STRING_TAG', segment, position: 0 },
      ]);
      expect(generated.summary.text).toBe(text);
      for (const size of [1, 2, 5]) {
        const streamed = await runStreamed(protocol, testTools, chunkBySizes(text, [size]));
        expect(streamed.summary).toEqual(generated.summary);
        expect(streamed.errors).toEqual(generated.errors);
      }
    },
  );
});
