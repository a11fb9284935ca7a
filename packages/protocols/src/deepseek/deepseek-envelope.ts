import type { EnvelopeCalls } from '../envelope-calls/envelope-calls';
import { pattern } from '../tagged/pattern';
import { DEEPSEEK_TOKENS as T } from './deepseek-tokens';

const spell = pattern.barSpellings;

/**
 * DeepSeek V3/R1 and V3.1: `<｜tool▁calls▁begin｜>` then calls `<｜tool▁call▁begin｜>…
 * <｜tool▁call▁end｜>` and `<｜tool▁calls▁end｜>`. A call is `NAME<｜tool▁sep｜>{json}` (V3.1) or
 * `function<｜tool▁sep｜>NAME` and a ```` ```json ```` block (V3/R1); which one is told by what
 * follows the separator. An ASCII `|` is accepted wherever `｜` is written.
 */
export const deepseekEnvelope: EnvelopeCalls = {
  format: 'DeepSeek',
  sectionBegin: spell(T.callsBegin),
  sectionEnd: spell(T.callsEnd),
  callBegin: spell(T.callBegin),
  argumentsBegin: spell(T.sep),
  callEnd: spell(T.callEnd),
  strictHead: true,
  maxHead: 256,
  headExample: `NAME${T.sep}`,
  readHead: (head, tools) => ({ name: head.trim(), tool: tools.lookup(head.trim()) }),
  fencedArguments: true,
};
