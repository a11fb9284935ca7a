import fc from 'fast-check';
import JSON5 from 'json5';
import { createRandom } from './documents';

type Kind = 'array' | 'object';

/**
 * One token of a rendered document, with its text. Whitespace and comments ride on the tokens
 * (`gap`), so removing or swapping a closer keeps everything else as it was.
 */
export type Token =
  | { type: 'open' | 'close'; kind: Kind; text: string }
  | { type: 'key' | 'value' | 'comma' | 'gap'; text: string };

const GAPS = [' ', '\n  ', '\t', '// note\n', '/* c */', ' /* ] } */ '];

const bracket = (type: 'open' | 'close', kind: Kind): string =>
  type === 'open' ? (kind === 'array' ? '[' : '{') : kind === 'array' ? ']' : '}';

/**
 * Renders a JSON value as tokens: strict JSON with `relaxed` false; otherwise with whitespace and
 * comments between tokens, unquoted keys and trailing commas, as models write JSON5.
 */
export function tokenize(value: unknown, seed: number, relaxed: boolean): Token[] {
  const random = createRandom(seed);
  const tokens: Token[] = [];
  const gap = () => {
    if (relaxed && random() < 0.3) {
      tokens.push({ type: 'gap', text: GAPS[Math.floor(random() * GAPS.length)] as string });
    }
  };
  const container = (kind: Kind, items: (() => void)[]) => {
    tokens.push({ type: 'open', kind, text: bracket('open', kind) });
    items.forEach((item, k) => {
      if (k > 0) tokens.push({ type: 'comma', text: ',' });
      gap();
      item();
      gap();
    });
    if (relaxed && items.length > 0 && random() < 0.3) tokens.push({ type: 'comma', text: ',' });
    gap();
    tokens.push({ type: 'close', kind, text: bracket('close', kind) });
  };
  const render = (v: unknown): void => {
    if (Array.isArray(v)) {
      container(
        'array',
        v.map((item) => () => render(item)),
      );
    } else if (typeof v === 'object' && v !== null) {
      container(
        'object',
        Object.entries(v).map(([key, item]) => () => {
          const bare = relaxed && /^[A-Za-z_$][\w$]*$/.test(key) && random() < 0.5;
          tokens.push({ type: 'key', text: `${bare ? key : JSON.stringify(key)}:` });
          gap();
          render(item);
        }),
      );
    } else tokens.push({ type: 'value', text: JSON.stringify(v) });
  };
  gap();
  render(value);
  gap();
  return tokens;
}

/** What to do to the closers of a document. */
export type Mutation =
  /** Remove a closer: the model forgot it (`{"items": [1, 2}`). */
  | { op: 'delete'; at: number }
  /** Write the other kind of closer (`[{"a": 1]]`, `{"a": [1}}`). */
  | { op: 'swap'; at: number }
  /** Add a closer after a token other than a key (`{"a": 1]}`). */
  | { op: 'insert'; at: number; kind: Kind };

export const mutationsArbitrary: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({ op: fc.constant('swap' as const), at: fc.nat() }),
    fc.record({
      op: fc.constant('insert' as const),
      at: fc.nat(),
      kind: fc.constantFrom<Kind>('array', 'object'),
    }),
  ),
  { minLength: 1, maxLength: 3 },
);

/** Applies `mutations` in order; `at` picks among the closers (or the tokens, for insert). */
export function mutate(tokens: readonly Token[], mutations: readonly Mutation[]): Token[] {
  let out = [...tokens];
  for (const mutation of mutations) {
    if (mutation.op === 'insert') {
      const after = out
        .map((token, k) => (token.type === 'key' || token.type === 'gap' ? -1 : k))
        .filter((k) => k >= 0);
      const k = after[mutation.at % after.length] as number;
      const kind = mutation.kind;
      out.splice(k + 1, 0, { type: 'close', kind, text: bracket('close', kind) });
      continue;
    }
    const closers = out.map((token, k) => (token.type === 'close' ? k : -1)).filter((k) => k >= 0);
    if (closers.length === 0) continue;
    const k = closers[mutation.at % closers.length] as number;
    const closer = out[k] as Token & { type: 'close' };
    if (mutation.op === 'delete') out = [...out.slice(0, k), ...out.slice(k + 1)];
    else {
      const kind = closer.kind === 'array' ? 'object' : 'array';
      out[k] = { type: 'close', kind, text: bracket('close', kind) };
    }
  }
  return out;
}

export const textOf = (tokens: readonly Token[]): string => tokens.map((t) => t.text).join('');

/** What `parse` must give for a document, by the rule written out on tokens. */
export type Expected =
  | { ok: true; value: unknown; mismatched: number; unclosed: number; missingCommas: number }
  | { ok: false };

/**
 * The repair rule, applied to the tokens rather than the text: a closer closes the open
 * containers up to the innermost one of its kind, or is dropped when none is open (or when the
 * value is already complete); containers still open at the end are closed if the text ends
 * after a complete value; a comma is inserted where a closer moved so that an element or member
 * follows another without one. The rebalanced tokens are then handed to `json5.parse`, the oracle for
 * everything else (a key where an element must be, text after the value, …).
 */
export function expectedByRule(tokens: readonly Token[]): Expected {
  const out: string[] = [];
  const stack: Kind[] = [];
  let mismatched = 0;
  let missingCommas = 0;
  let complete = false;
  let last: Token['type'] = 'gap';
  for (const token of tokens) {
    if (token.type === 'gap') {
      out.push(token.text);
      continue;
    }
    if (complete) {
      if (token.type !== 'close') return { ok: false };
      mismatched++;
      continue;
    }
    if (token.type === 'close') {
      const fits = stack.lastIndexOf(token.kind);
      if (fits < 0) {
        mismatched++;
        continue;
      }
      while (stack.length - 1 > fits) {
        out.push(bracket('close', stack.pop() as Kind));
        mismatched++;
      }
      stack.pop();
    }
    // an element (in an array) or a member (in an object) right after another gets its comma
    const top = stack[stack.length - 1];
    const starts =
      top === 'array' ? token.type === 'value' || token.type === 'open' : token.type === 'key';
    if ((last === 'value' || last === 'close') && top !== undefined && starts) {
      out.push(',');
      missingCommas++;
    }
    if (token.type === 'open') stack.push(token.kind);
    out.push(token.text);
    last = token.type;
    complete = stack.length === 0 && (token.type === 'value' || token.type === 'close');
  }
  const unclosed = stack.length;
  if (unclosed > 0) {
    if (last === 'comma' || last === 'open') return { ok: false };
    for (const kind of stack.reverse()) out.push(bracket('close', kind));
  }
  try {
    return { ok: true, value: JSON5.parse(out.join('')), mismatched, unclosed, missingCommas };
  } catch {
    return { ok: false };
  }
}

/**
 * The closers a model forgets: each closer followed (past whitespace and comments) by a kept
 * closer of the other kind may go, when `choose` says so for it. The kept closer then closes it,
 * so the value is the original one, with one `MISMATCHED_CLOSER` per closer removed.
 */
export function forgetClosers(
  tokens: readonly Token[],
  choose: (k: number) => boolean,
): { tokens: Token[]; forgotten: number } {
  const out: Token[] = [];
  let next: Kind | undefined;
  let forgotten = 0;
  for (let k = tokens.length - 1; k >= 0; k--) {
    const token = tokens[k] as Token;
    if (token.type === 'close' && next !== undefined && next !== token.kind && choose(k)) {
      forgotten++;
      continue;
    }
    if (token.type !== 'gap') next = token.type === 'close' ? token.kind : undefined;
    out.push(token);
  }
  return { tokens: out.reverse(), forgotten };
}

/**
 * The closer of the container around it written instead (`{"a": [1}}`), where that one is of
 * the other kind: what then happens to the outer closers is up to the rule (see
 * {@link expectedByRule}).
 */
export function useOuterClosers(tokens: readonly Token[], choose: (k: number) => boolean): Token[] {
  const out = [...tokens];
  let next: Kind | undefined;
  for (let k = out.length - 1; k >= 0; k--) {
    const token = out[k] as Token;
    if (token.type === 'close' && next !== undefined && next !== token.kind && choose(k)) {
      // the closer now in the text is of the kind `next` already names
      out[k] = { type: 'close', kind: next, text: bracket('close', next) };
      continue;
    }
    if (token.type !== 'gap') next = token.type === 'close' ? token.kind : undefined;
  }
  return out;
}

/**
 * Containers whose last member is often a container of the other kind: where a forgotten
 * closer is followed by the outer one (`{"a": [1, {"b": 2}]}`).
 */
export const nestedContainerArbitrary: fc.Arbitrary<unknown> = fc
  .letrec<{
    node: unknown;
    array: unknown[];
    object: Record<string, unknown>;
  }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 6 },
      fc.jsonValue({ maxDepth: 1 }),
      tie('array'),
      tie('object'),
    ),
    array: fc
      .tuple(
        fc.array(tie('node'), { maxLength: 3 }),
        fc.oneof({ depthSize: 'small', maxDepth: 6 }, fc.jsonValue({ maxDepth: 0 }), tie('object')),
      )
      .map(([items, last]) => [...items, last]),
    object: fc
      .tuple(
        fc.dictionary(fc.string({ maxLength: 3 }), tie('node'), { maxKeys: 3 }),
        fc.string({ maxLength: 3 }),
        fc.oneof({ depthSize: 'small', maxDepth: 6 }, fc.jsonValue({ maxDepth: 0 }), tie('array')),
      )
      .map(([members, key, last]) => {
        const object = { ...members };
        delete object[key];
        object[key] = last;
        return object;
      }),
  }))
  .node.filter((value) => typeof value === 'object' && value !== null);

/** Containers, so that there are closers to get wrong. */
export const containerArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 4 }), {
    minKeys: 1,
    maxKeys: 5,
  }),
  nestedContainerArbitrary,
);

/** Which of the closers that may be changed are: most of them. */
export const chooseArbitrary: fc.Arbitrary<(k: number) => boolean> = fc.func(
  fc.constantFrom(true, true, true, false),
);

/** The tokens of a value, as strict JSON or in a random relaxed style. */
export const tokensArbitrary = (values: fc.Arbitrary<unknown>): fc.Arbitrary<Token[]> =>
  fc
    .tuple(values, fc.integer(), fc.boolean())
    .map(([value, seed, relaxed]) => tokenize(value, seed, relaxed));

/** Documents with closers forgotten, replaced by the outer one, or deleted, swapped and added. */
export const wrongCloserTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(tokensArbitrary(nestedContainerArbitrary), chooseArbitrary)
    .map(([tokens, choose]) => textOf(forgetClosers(tokens, choose).tokens)),
  fc
    .tuple(tokensArbitrary(nestedContainerArbitrary), chooseArbitrary)
    .map(([tokens, choose]) => textOf(useOuterClosers(tokens, choose))),
  fc
    .tuple(tokensArbitrary(containerArbitrary), mutationsArbitrary)
    .map(([tokens, mutations]) => textOf(mutate(tokens, mutations))),
);
