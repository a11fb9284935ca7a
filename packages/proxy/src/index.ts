export { createProxyApp, type ProxyApp } from './create-proxy-app';
export { OpenAIError, type OpenAIErrorBody } from './openai-error';
export type { MiddlewareOverrides } from './preset-selector';
export type { ProxyOptions } from './proxy-options';
export { proxyOptionsFromEnv } from './settings/proxy-options-from-env';
export { proxyOptionsFromSettings } from './settings/proxy-options-from-settings';
export {
  type FlagValue,
  readSettings,
  SettingError,
  type SettingSources,
} from './settings/read-settings';
export { type ProxySettings, SETTING_SPECS, type SettingSpec } from './settings/setting-specs';
export { type FetchFunction, UpstreamTimeoutError } from './upstream/upstream-fetch';
