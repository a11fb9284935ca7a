import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { morphXmlProtocol } from '../morph-xml/morph-xml-protocol';
import { LONG_CAMPAIGN } from '../test-utils/fuzz-settings';
import { runHostile } from '../test-utils/hostile-run';
import { protocolCatalog, writeCallWithRawArgument } from '../test-utils/protocol-catalog';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { DEFAULT_MAX_TOOL_CALL_SIZE, ToolCallEngine } from './tool-call-engine';
import { ToolRegistry } from './tool-registry';

const MB = 1024 * 1024;
/** Argument text that holds no marker, quote or bracket of any format. */
const filler = (length: number) =>
  'lorem ipsum dolor sit amet 0123456789 '.repeat(Math.ceil(length / 38));
const HEAVY = { timeout: 180_000 };

describe('ToolCallEngine', () => {
  it('should default maxToolCallSize to 4 MiB', () => {
    expect(DEFAULT_MAX_TOOL_CALL_SIZE).toBe(4 * MB);
  });

  describe.each(protocolCatalog)('$name on adversarial output', ({ protocol, representative }) => {
    const markers = getProtocolFormat(protocol)?.(new ToolRegistry(testTools)).markers ?? [];

    it('should emit 100,000 repeated partial start tags as text, in linear time', async () => {
      const partials = [
        '<tool_',
        '<get_',
        ...new Set(markers.map((m) => m.slice(0, -1)).filter((m) => m.length > 0)),
      ];
      const text = Array.from({ length: 100_000 }, (_, i) => partials[i % partials.length]).join(
        '',
      );
      const result = await runHostile(protocol, text, { chunkSize: 7 });
      expect(result.summary.calls).toEqual([]);
      expect(result.summary.text === text).toBe(true);
    });

    it('should pass a 1 MB line of "a < b > c" through as text, in linear time', async () => {
      const text = 'a < b > c '.repeat(100_000);
      const result = await runHostile(protocol, text, { chunkSize: 16 });
      expect(result.summary.text === text).toBe(true);
      expect(result.errors).toEqual([]);
    });

    it(
      'should release an unclosed 10 MB call as text past the default cap, in linear time',
      HEAVY,
      async () => {
        const prefix = 'Writing the file.\n';
        const call = writeCallWithRawArgument(protocol, 'write_file', 'content', filler(10 * MB), {
          rest: { path: 'big.txt' },
          cut: true,
        });
        const result = await runHostile(protocol, prefix + call, { chunkSize: 1024 });
        expect(result.summary.calls).toEqual([]);
        expect(result.summary.text === prefix + call).toBe(true);
        expect(result.errors.map((e) => e.code)).toEqual(['TOOL_CALL_TOO_LARGE']);
        const [error] = result.errors;
        // Cut where the call's uncommitted text first passed the cap: one past it, from the marker.
        expect(error?.segment?.length).toBe(DEFAULT_MAX_TOOL_CALL_SIZE + 1);
        const at = error?.position as number;
        expect(at).toBeGreaterThanOrEqual(prefix.length);
        expect(
          (prefix + call).slice(at, at + DEFAULT_MAX_TOOL_CALL_SIZE + 1) === error?.segment,
        ).toBe(true);
      },
    );

    // 50,000 calls cost seconds per protocol: CI runs that many for the representative protocols
    // and 5,000 for the others; the long campaign runs 50,000 for all.
    const count = representative === true || LONG_CAMPAIGN ? 50_000 : 5_000;
    it(`should parse ${count} calls in one output, in linear time`, HEAVY, async () => {
      const text = Array.from(
        { length: count },
        (_, i) =>
          `${protocol.formatToolCall({ toolName: 'get_weather', input: { city: `C${i}`, days: i % 7 } })}\n`,
      ).join('');
      const result = await runHostile(protocol, text, { chunkSize: 256 });
      expect(result.summary.calls).toHaveLength(count);
      expect(JSON.parse(result.summary.calls[count - 1]?.input as string)).toEqual({
        city: `C${count - 1}`,
        days: (count - 1) % 7,
      });
      expect(result.errors).toEqual([]);
    });
  });

  // Memory: what the engine holds is the uncommitted part of one call (at most the cap + 1) and a
  // possible marker start (at most the longest marker − 1), however long the output grows.
  describe.each([
    {
      name: 'json-mix',
      protocol: jsonMixProtocol(),
      open: '<tool_call>{"name": "write_file", "arguments": {"content": "',
    },
    { name: 'morph-xml', protocol: morphXmlProtocol(), open: '<write_file><content>' },
  ])('$name with a growing unclosed call', ({ protocol, open }) => {
    it('should hold at most maxToolCallSize characters and say why it let go', () => {
      const maxToolCallSize = 256 * 1024;
      const createFormat = getProtocolFormat(protocol);
      if (createFormat === undefined) throw new Error('not made with defineProtocol');
      const errors: Array<{ message: string; metadata: ToolCallErrorMetadata }> = [];
      const engine = new ToolCallEngine(
        createFormat,
        testTools,
        { maxToolCallSize, onError: (message, metadata) => errors.push({ message, metadata }) },
        true,
      );
      const chunk = filler(4096).slice(0, 4096);
      let received = 0;
      let released = 0;
      let mostHeld = 0;
      const take = (events: ReturnType<ToolCallEngine['push']>) => {
        for (const e of events)
          if (e.type === 'text' || e.type === 'segment') released += e.text.length;
      };
      take(engine.push(open));
      received += open.length;
      for (let i = 0; i < 2048; i++) {
        take(engine.push(chunk));
        received += chunk.length;
        mostHeld = Math.max(mostHeld, received - released);
      }
      take(engine.finish());
      expect(released).toBe(received);
      expect(mostHeld).toBeLessThanOrEqual(maxToolCallSize + 1 + engine.longestMarker);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.metadata).toMatchObject({ code: 'TOOL_CALL_TOO_LARGE', position: 0 });
      expect(errors[0]?.message).toMatch(
        /grew past maxToolCallSize \(262144 characters\) without ending; its text was released as plain text/,
      );
    });
  });
});
