// The AI SDK 6 entry point (`@tool/parser/ai-v6`): the same names as the main entry, with every
// middleware in specification V3 (`LanguageModelV3Middleware`). Names that involve no middleware
// are the very same exports (`shared-exports.ts`). `ai-v6/export-names.test.ts` keeps the two
// entries' names equal.
export { createToolMiddleware } from './ai-v6/create-tool-middleware';
export {
  type ChatTemplateMiddlewareV3 as ChatTemplateMiddleware,
  fromChatTemplate,
} from './ai-v6/from-chat-template';
export * from './ai-v6/named-middlewares';
export { toolMiddlewareFor } from './ai-v6/tool-middleware-for';
export * from './shared-exports';
