import { ScanSegment, type ScanStep } from '../engine/scan-segment';

/**
 * A marker that is structure and nothing else (Command R7B's `<|START_RESPONSE|>` and
 * `<|END_RESPONSE|>` around its answer): the marker itself is committed, so it leaves the text,
 * and the segment ends right after it; what follows is scanned as text again (calls included).
 */
export class SilentMarkerSegment extends ScanSegment {
  protected step(): ScanStep {
    const at = this.context.marker.length;
    this.context.commit(at);
    return this.end(at);
  }
}
