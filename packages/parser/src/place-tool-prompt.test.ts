import { describe, expect, it } from 'vitest';
import type { PromptMessage } from './core-types';
import { placeToolPrompt } from './place-tool-prompt';

const user = (text: string): PromptMessage => ({ role: 'user', content: [{ type: 'text', text }] });
const assistant = (text: string): PromptMessage => ({
  role: 'assistant',
  content: [{ type: 'text', text }],
});
const system = (content: string): PromptMessage => ({ role: 'system', content });

describe('placeToolPrompt', () => {
  it.each<{ name: string; input: PromptMessage[]; expected: PromptMessage[] }>([
    {
      name: 'creates the system message when there is none',
      input: [user('Hi')],
      expected: [system('TOOLS'), user('Hi')],
    },
    {
      name: "appends the instructions to the user's system text",
      input: [system('Be brief.'), user('Hi')],
      expected: [system('Be brief.\n\nTOOLS'), user('Hi')],
    },
    {
      name: 'merges every system message into the first one',
      input: [system('A'), user('Hi'), assistant('Hello'), system('B'), user('Bye')],
      expected: [system('A\n\nB\n\nTOOLS'), user('Hi'), assistant('Hello'), user('Bye')],
    },
  ])('should, with system placement, $name', ({ input, expected }) => {
    expect(placeToolPrompt(input, 'TOOLS', 'system')).toEqual(expected);
  });

  it.each<{ name: string; input: PromptMessage[]; expected: PromptMessage[] }>([
    {
      name: 'put the instructions before the first user text',
      input: [user('Hi'), assistant('Hello'), user('More')],
      expected: [user('TOOLS\n\nHi'), assistant('Hello'), user('More')],
    },
    {
      name: 'move system text into the first user turn',
      input: [system('Be brief.'), user('Hi')],
      expected: [user('Be brief.\n\nTOOLS\n\nHi')],
    },
    {
      name: 'add a text part before a first user part that is a file',
      input: [
        {
          role: 'user',
          content: [{ type: 'file', mediaType: 'image/png', data: { type: 'url', url: 'u' } }],
        },
      ],
      expected: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'TOOLS' },
            { type: 'file', mediaType: 'image/png', data: { type: 'url', url: 'u' } },
          ],
        },
      ],
    },
    {
      name: 'create a user turn when there is none',
      input: [assistant('Hello')],
      expected: [user('TOOLS'), assistant('Hello')],
    },
  ])('should, with first-user placement, $name', ({ input, expected }) => {
    expect(placeToolPrompt(input, 'TOOLS', 'first-user')).toEqual(expected);
  });

  it.each<{ instructions: string | undefined; input: PromptMessage[]; expected: PromptMessage[] }>([
    { instructions: undefined, input: [user('Hi')], expected: [user('Hi')] },
    { instructions: '', input: [system(''), user('Hi')], expected: [user('Hi')] },
    {
      instructions: undefined,
      input: [system('A'), user('Hi'), system('B')],
      expected: [system('A\n\nB'), user('Hi')],
    },
  ])(
    'should add nothing without instructions ($instructions)',
    ({ instructions, input, expected }) => {
      expect(placeToolPrompt(input, instructions, 'system')).toEqual(expected);
    },
  );

  it('should keep the first system message options', () => {
    const input: PromptMessage[] = [
      { role: 'system', content: 'A', providerOptions: { x: { cache: true } } },
      user('Hi'),
    ];
    expect(placeToolPrompt(input, 'TOOLS', 'system')[0]).toEqual({
      role: 'system',
      content: 'A\n\nTOOLS',
      providerOptions: { x: { cache: true } },
    });
  });
});
