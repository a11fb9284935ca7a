import { type GgufTensor, type GgufValue, writeGguf } from './gguf-writer';

/**
 * The smallest model llama.cpp loads that can write any text: a one-layer `llama` with random
 * weights and a byte-level vocabulary (the 256 bytes, then `<s>` and `</s>`), so that no weights
 * are downloaded and every string a grammar allows can be sampled.
 *
 * The `llama` architecture needs, beside `general.architecture`: `llama.context_length`,
 * `embedding_length`, `block_count`, `feed_forward_length`, `attention.head_count` and
 * `attention.layer_norm_rms_epsilon` (the head count of keys and values and the rope dimensions
 * have defaults, given here anyway). The `gpt2` tokenizer (byte-level BPE) needs its tokens, and
 * its merges even when there are none; with no merges every byte is one token.
 */
const DIMS = { embedding: 32, feedForward: 64, heads: 2, context: 1024 } as const;

/** Token ids of the two control tokens after the 256 bytes. */
export const TINY_BOS = 256;
export const TINY_EOS = 257;

/**
 * GPT-2's byte-level alphabet: printable Latin-1 bytes are their own character, the others are
 * moved to U+0100 onwards in byte order, so that every byte is one printable character.
 */
function byteAlphabet(): string[] {
  const printable = (byte: number) =>
    (byte >= 0x21 && byte <= 0x7e) || (byte >= 0xa1 && byte <= 0xac) || byte >= 0xae;
  let shifted = 0;
  const alphabet: string[] = [];
  for (let byte = 0; byte < 256; byte += 1) {
    alphabet.push(String.fromCodePoint(printable(byte) ? byte : 256 + shifted++));
  }
  return alphabet;
}

/** A seeded generator (mulberry32): the same model on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tensor whose value at each flat index (innermost dimension first) is `fill(index)`. */
function tensor(name: string, dims: number[], fill: (index: number) => number): GgufTensor {
  const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
  for (let i = 0; i < data.length; i += 1) data[i] = fill(i);
  return { name, dims, data };
}

/**
 * The bytes of the tiny model's GGUF file; `seed` picks its random weights. A random model rarely
 * picks its end token, and node-llama-cpp will not bias it, so the end is built into the
 * weights: every token's embedding has a constant first dimension, which only the end token's
 * output row reads, so that its logit is about `endLogit` wherever the grammar lets the text end.
 * `markers` become tokens of their own after the end token (ids from 258), as a real vocabulary
 * holds `<|tool_arg:end|>` as one token: a random model never spells a long marker byte by byte.
 */
export function tinyLlamaGguf(seed = 1, endLogit = 8, markers: readonly string[] = []): Uint8Array {
  for (const marker of markers) {
    if (!/^[!-~]{2,}$/.test(marker)) {
      throw new Error(
        `A marker token must be printable ASCII without spaces (the byte alphabet spells the rest); got ${JSON.stringify(marker)}.`,
      );
    }
  }
  const next = random(seed);
  const weight = (scale: number) => () => (next() * 2 - 1) * scale;
  const one = () => 1;
  const n0 = DIMS.embedding;
  // After the RMS norm, a first dimension of 5 among 31 of about ±0.6 is about 4.3.
  const embedding = (index: number) => (index % n0 === 0 ? 5 : weight(1)());
  const output = (index: number) => {
    if (index % n0 !== 0) return weight(0.2)();
    return Math.floor(index / n0) === TINY_EOS ? endLogit / 4.3 : 0;
  };
  const { embedding: n, feedForward: ff, heads, context } = DIMS;
  const tokens = [...byteAlphabet(), '<s>', '</s>', ...markers];
  const vocab = tokens.length;
  const metadata: Record<string, GgufValue> = {
    'general.architecture': { type: 'string', value: 'llama' },
    'general.name': { type: 'string', value: 'tiny-random-bytes' },
    'llama.context_length': { type: 'uint32', value: context },
    'llama.embedding_length': { type: 'uint32', value: n },
    'llama.block_count': { type: 'uint32', value: 1 },
    'llama.feed_forward_length': { type: 'uint32', value: ff },
    'llama.attention.head_count': { type: 'uint32', value: heads },
    'llama.attention.head_count_kv': { type: 'uint32', value: heads },
    'llama.attention.layer_norm_rms_epsilon': { type: 'float32', value: 1e-5 },
    'llama.rope.dimension_count': { type: 'uint32', value: n / heads },
    'llama.vocab_size': { type: 'uint32', value: vocab },
    'tokenizer.ggml.model': { type: 'string', value: 'gpt2' },
    'tokenizer.ggml.pre': { type: 'string', value: 'default' },
    'tokenizer.ggml.tokens': { type: 'string[]', value: tokens },
    // 1 is a normal token, 3 a control token, 4 a user-defined one (a marker, as in real models).
    'tokenizer.ggml.token_type': {
      type: 'int32[]',
      value: tokens.map((_, id) => (id < 256 ? 1 : id <= TINY_EOS ? 3 : 4)),
    },
    'tokenizer.ggml.merges': { type: 'string[]', value: [] },
    'tokenizer.ggml.bos_token_id': { type: 'uint32', value: TINY_BOS },
    'tokenizer.ggml.eos_token_id': { type: 'uint32', value: TINY_EOS },
    'tokenizer.ggml.add_bos_token': { type: 'bool', value: false },
  };
  const tensors: GgufTensor[] = [
    tensor('token_embd.weight', [n, vocab], embedding),
    tensor('output_norm.weight', [n], one),
    tensor('output.weight', [n, vocab], output),
    tensor('blk.0.attn_norm.weight', [n], one),
    tensor('blk.0.attn_q.weight', [n, n], weight(0.2)),
    tensor('blk.0.attn_k.weight', [n, n], weight(0.2)),
    tensor('blk.0.attn_v.weight', [n, n], weight(0.2)),
    tensor('blk.0.attn_output.weight', [n, n], weight(0.2)),
    tensor('blk.0.ffn_norm.weight', [n], one),
    tensor('blk.0.ffn_gate.weight', [n, ff], weight(0.2)),
    tensor('blk.0.ffn_up.weight', [n, ff], weight(0.2)),
    tensor('blk.0.ffn_down.weight', [ff, n], weight(0.2)),
  ];
  return writeGguf(metadata, tensors);
}
