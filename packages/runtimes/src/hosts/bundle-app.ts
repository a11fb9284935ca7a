import { dirname } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { isNodeBuiltin } from '../node-builtins';

/** How a runtime's apps are bundled. */
export interface BundleTarget {
  /** The runtime's name, for error messages. */
  runtime: string;
  /** An ES module, or a classic script for hosts that evaluate scripts (a VM, `<script>`). */
  format: 'esm' | 'iife';
  platform: 'browser' | 'neutral' | 'node';
  /** Export conditions the runtime's own bundlers use (`workerd`, `edge-light`, `deno`, …). */
  conditions: string[];
  /**
   * `provided`: the runtime has Node's built-ins (Node, Bun, Deno), so imports of them stay.
   * `absent`: it has none (workerd without `nodejs_compat`, the Edge runtime, a browser), so an
   * import of one fails the bundle, naming the file that imports it.
   */
  nodeBuiltins: 'provided' | 'absent';
  /**
   * Give the ES module a `require` (the usual esbuild banner for ESM bundles run by Node or Deno):
   * CommonJS dependencies bundled in call it for Node built-ins, and those runtimes' ES modules
   * have none. `ai` brings one: `@ai-sdk/gateway` → `@vercel/oidc` requires `fs` and `path`.
   */
  requireShim?: boolean;
}

const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

function nodeBuiltins(target: BundleTarget): Plugin {
  return {
    name: 'node-builtins',
    setup(build) {
      build.onResolve({ filter: /^[a-z_:/]+$/ }, ({ path, importer }) => {
        if (!isNodeBuiltin(path)) return undefined;
        if (target.nodeBuiltins === 'provided') return { path, external: true };
        return {
          errors: [
            {
              text: `${importer || 'the entry'} imports the Node built-in "${path}", which ${target.runtime} does not have`,
            },
          ],
        };
      });
    },
  };
}

/**
 * Bundles an app for one runtime the way an app's build does (esbuild, with the runtime's export
 * conditions): `launcher` is the entry's source, written beside `entry`, that starts `entry`'s
 * default export (a fetch handler) as the runtime starts apps. Packages resolve through
 * node_modules to what they publish (`@tool/*` to their built `dist/`). Returns the code.
 */
export async function bundleApp(
  entry: string,
  launcher: (entry: string) => string,
  target: BundleTarget,
): Promise<string> {
  const result = await build({
    stdin: {
      contents: launcher(entry),
      resolveDir: dirname(entry),
      sourcefile: `${target.runtime} launcher`,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: target.format,
    platform: target.platform,
    conditions: target.conditions,
    mainFields: target.platform === 'node' ? ['module', 'main'] : ['browser', 'module', 'main'],
    target: 'es2022',
    logLevel: 'silent',
    ...(target.requireShim === true ? { banner: { js: REQUIRE_SHIM } } : {}),
    plugins: [nodeBuiltins(target)],
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote no bundle for ${target.runtime}`);
  return output.text;
}
