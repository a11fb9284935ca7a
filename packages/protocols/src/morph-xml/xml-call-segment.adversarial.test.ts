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
});
