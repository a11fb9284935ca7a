import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';
import {
  PLAMO3_ARGUMENTS_BEGIN,
  PLAMO3_CALL_BEGIN,
  PLAMO3_CALL_END,
  PLAMO3_SECTION_BEGIN,
  PLAMO3_SECTION_END,
} from './plamo3-envelope';

/** A block of one request: the name between its tags, the JSON arguments after the constraint. */
export const plamo3Grammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => PLAMO3_SECTION_BEGIN, [
    PLAMO3_SECTION_BEGIN,
    PLAMO3_SECTION_END,
    PLAMO3_CALL_BEGIN,
    PLAMO3_ARGUMENTS_BEGIN,
    PLAMO3_CALL_END,
  ]);
