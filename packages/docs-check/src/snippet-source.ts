import { arrowChecks } from './arrow-checks';

/** Any address of the machine itself: what a doc's endpoint looks like. */
const LOCAL_ORIGIN = /https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g;

/** The imports an `ai=6` snippet gets instead (the AI SDK 6 packages of the docs check). */
const AI_V6_IMPORTS: Readonly<Record<string, string>> = {
  ai: 'ai-v6',
  '@ai-sdk/openai-compatible': '@ai-sdk/openai-compatible-v2',
};

/**
 * A block's code as the check runs it: every `http://127.0.0.1:PORT` and `http://localhost:PORT`
 * (any port) points at the replay server instead, keeping the path.
 *
 * @param code - The block's code.
 * @param origin - The replay server's origin (`http://127.0.0.1:PORT`).
 */
export function withReplayOrigin(code: string, origin: string): string {
  return code.replace(LOCAL_ORIGIN, origin);
}

/**
 * A script snippet as the snippet host imports it: {@link withReplayOrigin}, the `// →`
 * comments turned into checks, and for `ai=6` the imports of `ai` and
 * `@ai-sdk/openai-compatible` taken from their AI SDK 6 versions.
 *
 * @returns The module source and the problems of its `// →` comments.
 */
export function snippetSource(
  code: string,
  options: { origin: string; firstLine: number; lang: string; aiV6: boolean },
): { source: string; problems: string[] } {
  let source = withReplayOrigin(code, options.origin);
  if (options.aiV6) {
    source = source.replace(
      /(\bfrom\s*|\bimport\s*\(\s*)(['"])([^'"]+)\2/g,
      (whole, lead: string, quote: string, specifier: string) => {
        const replacement = AI_V6_IMPORTS[specifier];
        return replacement === undefined ? whole : `${lead}${quote}${replacement}${quote}`;
      },
    );
  }
  const checked = arrowChecks(source, options.firstLine, options.lang);
  // `export {}` makes a snippet without imports a module, so top-level await works everywhere.
  return { source: `${checked.code}\nexport {};\n`, problems: checked.problems };
}
