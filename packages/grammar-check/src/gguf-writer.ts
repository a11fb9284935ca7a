/**
 * A minimal GGUF (version 3) writer: metadata and F32 tensors, enough for llama.cpp to load a
 * model written in a test. GGUF is little-endian: the magic `GGUF`, the version, the tensor and
 * metadata counts, the key/value pairs, the tensor descriptions (name, dimensions innermost
 * first, type, offset in the data section), then the data section at the alignment.
 */

/** GGUF's value types, by their numbers in the file. */
const VALUE_TYPE = {
  uint32: 4,
  int32: 5,
  float32: 6,
  bool: 7,
  string: 8,
  array: 9,
} as const;

/** A typed metadata value: GGUF stores the type beside each value. */
export type GgufValue =
  | { readonly type: 'uint32' | 'int32' | 'float32'; readonly value: number }
  | { readonly type: 'bool'; readonly value: boolean }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'string[]'; readonly value: readonly string[] }
  | { readonly type: 'int32[]'; readonly value: readonly number[] };

/** A tensor in F32: `dims` innermost first (GGUF's `ne` order), `data` of their product. */
export interface GgufTensor {
  readonly name: string;
  readonly dims: readonly number[];
  readonly data: Float32Array;
}

const ALIGNMENT = 32;
const GGML_TYPE_F32 = 0;

/** Appends little-endian values to a growing list of byte chunks. */
class ByteSink {
  readonly chunks: Uint8Array[] = [];
  length = 0;

  bytes(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  private view(size: number, write: (view: DataView) => void): void {
    const buffer = new Uint8Array(size);
    write(new DataView(buffer.buffer));
    this.bytes(buffer);
  }

  u32(value: number): void {
    this.view(4, (v) => v.setUint32(0, value, true));
  }

  i32(value: number): void {
    this.view(4, (v) => v.setInt32(0, value, true));
  }

  u64(value: number): void {
    this.view(8, (v) => v.setBigUint64(0, BigInt(value), true));
  }

  f32(value: number): void {
    this.view(4, (v) => v.setFloat32(0, value, true));
  }

  string(text: string): void {
    const encoded = new TextEncoder().encode(text);
    this.u64(encoded.length);
    this.bytes(encoded);
  }

  padTo(alignment: number): void {
    const rest = this.length % alignment;
    if (rest !== 0) this.bytes(new Uint8Array(alignment - rest));
  }

  concat(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

function writeValue(sink: ByteSink, value: GgufValue): void {
  switch (value.type) {
    case 'uint32':
      sink.u32(VALUE_TYPE.uint32);
      sink.u32(value.value);
      return;
    case 'int32':
      sink.u32(VALUE_TYPE.int32);
      sink.i32(value.value);
      return;
    case 'float32':
      sink.u32(VALUE_TYPE.float32);
      sink.f32(value.value);
      return;
    case 'bool':
      sink.u32(VALUE_TYPE.bool);
      sink.bytes(new Uint8Array([value.value ? 1 : 0]));
      return;
    case 'string':
      sink.u32(VALUE_TYPE.string);
      sink.string(value.value);
      return;
    case 'string[]':
      sink.u32(VALUE_TYPE.array);
      sink.u32(VALUE_TYPE.string);
      sink.u64(value.value.length);
      for (const item of value.value) sink.string(item);
      return;
    case 'int32[]':
      sink.u32(VALUE_TYPE.array);
      sink.u32(VALUE_TYPE.int32);
      sink.u64(value.value.length);
      for (const item of value.value) sink.i32(item);
      return;
  }
}

/** The bytes of a GGUF file holding `metadata` and `tensors` (all F32). */
export function writeGguf(
  metadata: Readonly<Record<string, GgufValue>>,
  tensors: readonly GgufTensor[],
): Uint8Array {
  const sink = new ByteSink();
  sink.bytes(new TextEncoder().encode('GGUF'));
  sink.u32(3);
  sink.u64(tensors.length);
  const entries = Object.entries(metadata);
  sink.u64(entries.length);
  for (const [key, value] of entries) {
    sink.string(key);
    writeValue(sink, value);
  }
  let offset = 0;
  for (const tensor of tensors) {
    const count = tensor.dims.reduce((product, dim) => product * dim, 1);
    if (count !== tensor.data.length) {
      throw new Error(
        `Tensor ${tensor.name}: dims ${tensor.dims.join('×')} hold ${count} values, data has ${tensor.data.length}.`,
      );
    }
    sink.string(tensor.name);
    sink.u32(tensor.dims.length);
    for (const dim of tensor.dims) sink.u64(dim);
    sink.u32(GGML_TYPE_F32);
    sink.u64(offset);
    offset += Math.ceil((count * 4) / ALIGNMENT) * ALIGNMENT;
  }
  sink.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    sink.bytes(new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    sink.padTo(ALIGNMENT);
  }
  return sink.concat();
}
