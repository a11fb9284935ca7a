import { describe, expect, it } from 'vitest';
import { parseHarmonyHeader } from './harmony-header';

describe('parseHarmonyHeader', () => {
  it.each([
    [
      '<|channel|>commentary to=functions.get_weather <|constrain|>json',
      { role: undefined, channel: 'commentary', recipient: 'functions.get_weather' },
    ],
    [
      '<|start|>assistant to=functions.f<|channel|>commentary json',
      { role: 'assistant', channel: 'commentary', recipient: 'functions.f' },
    ],
    [
      ' to=functions.f<|channel|>analysis code',
      { role: undefined, channel: 'analysis', recipient: 'functions.f' },
    ],
    [
      '<|start|>assistant<|channel|>final',
      { role: 'assistant', channel: 'final', recipient: undefined },
    ],
    [
      '<|start|>functions.get_weather to=assistant<|channel|>commentary',
      { role: 'functions.get_weather', channel: 'commentary', recipient: 'assistant' },
    ],
    ['<|channel|>analysis', { role: undefined, channel: 'analysis', recipient: undefined }],
  ])('should read %j', (header, expected) => {
    expect(parseHarmonyHeader(header)).toEqual(expected);
  });
});
