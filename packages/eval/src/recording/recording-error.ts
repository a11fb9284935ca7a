/** A recording folder that cannot be written or read; the message says what to do. */
export class RecordingError extends Error {
  override readonly name = 'RecordingError';
}
