import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';
import {
  SOLAR_ARGUMENTS_BEGIN,
  SOLAR_CALL_BEGIN,
  SOLAR_CALL_END,
  SOLAR_NAME_BEGIN,
  SOLAR_SECTION_BEGIN,
  SOLAR_SECTION_END,
} from './solar-open-envelope';

/**
 * A section with one call, read from the writer: `<|tool_calls|><|tool_call:begin|>ID
 * <|tool_call:name|>NAME<|tool_call:args|>{json}<|tool_call:end|><|calls|>`. A structural tag's
 * `begin` is fixed text, so the grammar fixes the id at the writer's default
 * (`SOLAR_DEFAULT_CALL_ID`); the parser keeps the first and replaces a repeat, so ids stay unique,
 * and parallel calls come as one section each (the parser reads both).
 */
export const solarOpenGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => SOLAR_SECTION_BEGIN, [
    SOLAR_SECTION_BEGIN,
    SOLAR_CALL_BEGIN,
    SOLAR_NAME_BEGIN,
    SOLAR_ARGUMENTS_BEGIN,
    SOLAR_CALL_END,
    SOLAR_SECTION_END,
  ]);
