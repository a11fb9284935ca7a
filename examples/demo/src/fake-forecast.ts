import { DEMO_FORECASTS, type DemoForecast } from '@tool/test-server';

/**
 * Deterministic fake weather: the scenario's cities get the scenario's numbers (so the offline
 * transcript agrees with itself), any other city gets numbers derived from its name.
 *
 * @param city - The city name as the model wrote it.
 * @param unit - Temperature unit; default Celsius.
 */
export function fakeForecast(
  city: string,
  unit: 'celsius' | 'fahrenheit' = 'celsius',
): DemoForecast {
  const known = Object.values(DEMO_FORECASTS).find(
    (forecast) => forecast.city.toLowerCase() === city.trim().toLowerCase(),
  );
  let hash = 0;
  for (const char of city) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const celsius = known ?? {
    city,
    temperature: (hash % 35) - 5,
    unit: 'celsius' as const,
    condition: ['sunny', 'cloudy', 'rainy', 'windy', 'snowy'][hash % 5] ?? 'sunny',
    humidity: 20 + (hash % 70),
  };
  if (unit === 'celsius') return { ...celsius };
  return { ...celsius, unit, temperature: Math.round((celsius.temperature * 9) / 5 + 32) };
}
