import { type ToolSet, tool } from 'ai-v6';
import { type WeatherToolRun, weatherToolSpecs } from '../../test-utils/weather-tool-specs';

/** AI SDK 6 tools that execute, with a record of what they were called with. */
export function weatherToolsV6(): { tools: ToolSet; executed: WeatherToolRun[] } {
  const executed: WeatherToolRun[] = [];
  const specs = weatherToolSpecs(executed);
  const tools: ToolSet = { get_weather: tool(specs.get_weather), get_time: tool(specs.get_time) };
  return { tools, executed };
}
