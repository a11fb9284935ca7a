import type { ProxyOptions } from '../proxy-options';
import { proxyOptionsFromSettings } from './proxy-options-from-settings';
import { readSettings } from './read-settings';

/**
 * The proxy's options from environment variables (`TOOL_PROXY_UPSTREAM`, `UPSTREAM_API_KEY`,
 * `TOOL_PROXY_PRESET`, …; see `SETTING_SPECS`): what the Bun, Deno and Worker entries use, with
 * `process.env`, `Deno.env.toObject()` or a Worker's bindings.
 *
 * @throws SettingError for a value that cannot be read, or a missing `TOOL_PROXY_UPSTREAM`.
 */
export function proxyOptionsFromEnv(env: Readonly<Record<string, unknown>>): ProxyOptions {
  const text: Record<string, string | undefined> = {};
  // A Worker's bindings hold secrets and variables as strings, and other things (KV, services)
  // that are no settings.
  for (const [name, value] of Object.entries(env)) {
    if (typeof value === 'string') text[name] = value;
  }
  return proxyOptionsFromSettings(readSettings({ env: text }));
}
