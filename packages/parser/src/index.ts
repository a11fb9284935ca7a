// The AI SDK 7 entry point (`@tool/parser`): every middleware in specification V4. The names it
// shares with `@tool/parser/ai-v6` come from `shared-exports.ts`; the presets' middlewares and
// everything else that follows the format list of `@tool/protocols` is generated (`pnpm generate`).

export { type ChatTemplateMiddleware, fromChatTemplate } from './chat-template/from-chat-template';
export { createToolMiddleware } from './create-tool-middleware';
export * from './presets/named-middlewares';
export { toolMiddlewareFor } from './presets/tool-middleware-for';
export * from './shared-exports';
