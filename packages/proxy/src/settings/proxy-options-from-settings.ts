import type { ProxyOptions } from '../proxy-options';
import type { ProxySettings } from './setting-specs';

/**
 * The options for settings read from flags or the environment: what the runtime entries and the
 * CLI hand to `createProxyApp`. The request log goes to `console.log` unless `quiet`.
 */
export function proxyOptionsFromSettings(settings: ProxySettings): ProxyOptions {
  const options: ProxyOptions = {
    upstream: settings.upstream,
    preset: settings.preset,
    apiKey: settings.apiKey,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
    bodyLimitBytes: settings.bodyLimitBytes,
    structuredOutputs: settings.structuredOutputs,
    middleware: {
      malformedCalls: settings.malformedCalls,
      ...(settings.constrain === 'off' ? {} : { constrain: settings.constrain }),
    },
  };
  if (settings.chatTemplateTransport === 'completion') options.chatTemplateTransport = 'completion';
  if (settings.corsOrigins.length > 0) options.corsOrigins = settings.corsOrigins;
  if (settings.upstreamApiKey !== undefined) options.upstreamApiKey = settings.upstreamApiKey;
  if (!settings.quiet) options.log = (line) => console.log(line);
  return options;
}
