import { type ToolSet, tool } from 'ai';
import { type WeatherToolRun, weatherToolSpecs } from './weather-tool-specs';

/** Tools that execute, with a record of what they were called with. */
export function weatherTools(): { tools: ToolSet; executed: WeatherToolRun[] } {
  const executed: WeatherToolRun[] = [];
  const specs = weatherToolSpecs(executed);
  const tools: ToolSet = { get_weather: tool(specs.get_weather), get_time: tool(specs.get_time) };
  return { tools, executed };
}
