import { ScanSegment, type ScanStep } from '../engine/scan-segment';

/**
 * A token that opens or closes Kimi K3's response channel (`<|open|>response<|sep|>`,
 * `<|close|>response<|sep|>`): markup, not text. The segment is the token alone; what follows is
 * scanned as text again, so the answer streams as text and a tools channel inside it is read.
 */
export class KimiK3ChannelToken extends ScanSegment {
  protected step(_text: string, _i: number, _eof: boolean): ScanStep {
    this.context.commit(this.base);
    return this.end(this.base);
  }
}
