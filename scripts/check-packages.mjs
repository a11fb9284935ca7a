#!/usr/bin/env node
// Proves that what we publish is what users get: every public package is packed, installed from
// its tarball into a fresh project, imported in ESM and in CJS, type-checked under NodeNext and
// Bundler resolution, checked with publint and @arethetypeswrong/cli, and each bin it ships runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, cwd, { quiet = true } = {}) {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
  } catch (error) {
    const out = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    throw new Error(`\`${cmd} ${args.join(' ')}\` failed in ${cwd}\n${out}`);
  }
}

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({
    dir: join(root, 'packages', dir),
    pkg: readJson(join(root, 'packages', dir, 'package.json')),
  }))
  .filter(({ pkg }) => !pkg.private);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const work = mkdtempSync(join(tmpdir(), 'tool-pack-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);
const problems = [];

for (const { dir, pkg } of packages) {
  const out = run('pnpm', ['pack', '--pack-destination', tarballs], dir);
  const tarball = out.trim().split('\n').pop();
  pkg.tarball = tarball.startsWith('/') ? tarball : join(tarballs, tarball);
  // publint and attw read the packed tarball, so they see exactly the published file list.
  const lint = run(bin('publint'), ['run', pkg.tarball, '--strict'], root);
  if (!/All good!/i.test(lint)) problems.push(`publint ${pkg.name}:\n${lint}`);
  try {
    run(bin('attw'), [pkg.tarball, '--format', 'table-flipped', ...attwProfile(pkg)], root);
  } catch (error) {
    problems.push(`attw ${pkg.name}:\n${error.message}`);
  }
}

function attwProfile(pkg) {
  // An ESM-only package (an application on ESM-only dependencies, like @tool/proxy on ai@7) has
  // no CommonJS entry for attw to resolve; Node >= 22.12 still loads it with require().
  if (!JSON.stringify(pkg.exports).includes('"require"')) return ['--profile', 'esm-only'];
  // Subpath exports cannot resolve under the legacy `node10` algorithm, which ignores `exports`.
  const subpaths = Object.keys(pkg.exports).filter((k) => k !== '.' && k !== './package.json');
  return subpaths.length > 0 ? ['--profile', 'node16'] : [];
}

/** Whether a package runs the AI SDK itself (an application such as @tool/proxy) rather than
 * only typing against it, as the library layers do. */
function runsAiSdk(pkg) {
  return Object.keys(pkg.dependencies ?? {}).some(isAiSdk);
}

function isAiSdk(specifier) {
  return specifier === 'ai' || specifier.startsWith('ai/') || specifier.startsWith('@ai-sdk/');
}

// A consumer project that installs every tarball at once, so internal dependencies resolve to the
// local tarballs and never to the registry.
const consumer = join(work, 'consumer');
mkdirSync(consumer);
const peerDeps = {};
for (const { pkg } of packages) Object.assign(peerDeps, pkg.peerDependencies ?? {});
for (const name of Object.keys(peerDeps)) peerDeps[name] = peerDeps[name].split('||').pop().trim();
writeFileSync(
  join(consumer, 'package.json'),
  JSON.stringify({
    name: 'consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(packages.map(({ pkg }) => [pkg.name, `file:${pkg.tarball}`])),
      ...peerDeps,
    },
  }),
);
run(
  'npm',
  ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
  consumer,
);

const names = packages.map(({ pkg }) => pkg.name);
const entryPoints = packages.flatMap(({ pkg }) =>
  Object.keys(pkg.exports)
    .filter((k) => k !== './package.json')
    .map((k) => (k === '.' ? pkg.name : `${pkg.name}/${k.slice(2)}`)),
);

// ESM and CJS must expose the same names (a default export, such as a Worker's, is left out: CJS
// interop presents it differently).
const probe = (kind) =>
  entryPoints
    .map((name) =>
      kind === 'esm'
        ? `console.log(JSON.stringify([${JSON.stringify(name)}, Object.keys(await import(${JSON.stringify(name)})).filter((k) => k !== 'default').sort()]));`
        : `console.log(JSON.stringify([${JSON.stringify(name)}, Object.keys(require(${JSON.stringify(name)})).filter((k) => k !== 'default' && k !== '__esModule').sort()]));`,
    )
    .join('\n');
writeFileSync(join(consumer, 'esm.mjs'), probe('esm'));
writeFileSync(join(consumer, 'cjs.cjs'), probe('cjs'));
const esm = run(process.execPath, ['esm.mjs'], consumer).trim();
const cjs = run(process.execPath, ['cjs.cjs'], consumer).trim();
if (esm !== cjs) problems.push(`ESM and CJS exports differ:\nESM ${esm}\nCJS ${cjs}`);

// Type-check the imports under both resolution modes.
const importLines = entryPoints
  .map(
    (name, i) =>
      `import * as m${i} from '${name}';\nexport const k${i}: string[] = Object.keys(m${i});`,
  )
  .join('\n');
writeFileSync(join(consumer, 'check.mts'), importLines);
writeFileSync(
  join(consumer, 'check.cts'),
  entryPoints
    .map((name, i) => `import m${i} = require('${name}');\nexport const k${i} = m${i};`)
    .join('\n'),
);
writeFileSync(join(consumer, 'check.ts'), importLines);
const tsc = bin('tsc');
const common = [
  '--noEmit',
  '--strict',
  '--skipLibCheck',
  'false',
  '--types',
  'node',
  '--typeRoots',
  join(root, 'node_modules/@types'),
];
run(
  tsc,
  [...common, '--module', 'NodeNext', '--moduleResolution', 'NodeNext', 'check.mts', 'check.cts'],
  consumer,
);
run(tsc, [...common, '--module', 'ESNext', '--moduleResolution', 'Bundler', 'check.ts'], consumer);

// AI SDK lines. `@tool/parser` serves AI SDK 7 from its main entry and AI SDK 6 from
// `@tool/parser/ai-v6`, with `@ai-sdk/provider` ^3 || ^4 as its peer. The consumer above has ai@7,
// so only provider@4 (which ships frozen V3 types); a second one has ai@6, so only provider@3. In
// each, the AI SDK 6 entry is type-checked in use and run, and the tree is checked to hold that
// one provider major. Neither entry may load `ai` or `@ai-sdk/*` at run time.
const aiLines = [
  { name: 'ai@7', dir: consumer, provider: 4, usage: ai7Usage() },
  {
    name: 'ai@6',
    dir: join(work, 'consumer-ai6'),
    provider: 3,
    install: { ai: '^6.0.0', '@ai-sdk/provider': '^3.0.0', zod: '^4.1.8' },
    usage: ai6Usage(),
  },
];
for (const line of aiLines) {
  if (line.install) {
    mkdirSync(line.dir);
    writeFileSync(
      join(line.dir, 'package.json'),
      JSON.stringify({
        name: 'consumer-ai6',
        private: true,
        type: 'module',
        // Applications that run ai@7 (an ESM-only, provider@4 line) are not for AI SDK 6 projects.
        dependencies: {
          ...Object.fromEntries(
            packages
              .filter(({ pkg }) => !runsAiSdk(pkg))
              .map(({ pkg }) => [pkg.name, `file:${pkg.tarball}`]),
          ),
          ...line.install,
        },
      }),
    );
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
      line.dir,
    );
  }
  const found = providerVersions(line.dir);
  if (found.length === 0 || found.some((version) => !version.startsWith(`${line.provider}.`))) {
    problems.push(
      `${line.name} consumer: expected only @ai-sdk/provider@${line.provider}, found ${found.join(', ') || 'none'}`,
    );
  }
  for (const [file, text] of Object.entries(line.usage.files)) {
    writeFileSync(join(line.dir, file), text);
  }
  try {
    run(
      tsc,
      [...common, '--module', 'NodeNext', '--moduleResolution', 'NodeNext', ...line.usage.nodeNext],
      line.dir,
    );
    run(
      tsc,
      // ai's declarations name Intl.Segmenter (lib es2022), which the default ES5 target lacks.
      [
        ...common,
        '--target',
        'ES2022',
        '--module',
        'ESNext',
        '--moduleResolution',
        'Bundler',
        ...line.usage.bundler,
      ],
      line.dir,
    );
  } catch (error) {
    problems.push(
      `${line.name} consumer: the AI SDK 6 entry does not type-check:\n${error.message}`,
    );
  }
  for (const script of line.usage.run) {
    try {
      run(process.execPath, [script], line.dir);
    } catch (error) {
      problems.push(`${line.name} consumer: ${script} failed:\n${error.message}`);
    }
  }
}

// The library layers only type against the AI SDK: their dist may not load `ai` or `@ai-sdk/*`.
for (const { pkg } of packages.filter(({ pkg }) => !runsAiSdk(pkg))) {
  const dist = join(consumer, 'node_modules', pkg.name, 'dist');
  for (const file of readdirSync(dist).filter((name) => /\.(?:c|m)?js$/.test(name))) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, specifier] of code.matchAll(
      /(?:\bfrom|\bimport|\brequire)\s*\(?\s*["']([^"']+)["']/g,
    )) {
      if (isAiSdk(specifier)) {
        problems.push(`${pkg.name}/dist/${file} loads ${specifier} at run time`);
      }
    }
  }
}

// Every bin, as installed from the tarball (what `npx` runs), answers --help with exit code 0.
const bins = packages.flatMap(({ pkg }) => Object.keys(pkg.bin ?? {}));
for (const name of bins) {
  try {
    const help = run(join(consumer, 'node_modules', '.bin', name), ['--help'], consumer);
    if (!help.includes(name)) problems.push(`${name} --help does not name the command:\n${help}`);
  } catch (error) {
    problems.push(`${name} --help failed:\n${error.message}`);
  }
}

/** The versions of every @ai-sdk/provider copy in a consumer's tree. */
function providerVersions(dir) {
  let out = '';
  try {
    out = run('npm', ['ls', '@ai-sdk/provider', '--all', '--parseable'], dir);
  } catch (error) {
    out = error.message;
  }
  const paths = out.split('\n').filter((line) => line.endsWith('/node_modules/@ai-sdk/provider'));
  return [...new Set(paths.map((path) => readJson(join(path, 'package.json')).version))];
}

/** AI SDK 7 project (provider@4 only): both entries typed, the V6 one against frozen V3 types. */
function ai7Usage() {
  const esm = `import type { LanguageModelV3Middleware, LanguageModelV4Middleware } from '@ai-sdk/provider';
import { hermesToolMiddleware as hermesV4 } from '@tool/parser';
import { createToolMiddleware, hermesToolMiddleware, jsonMixProtocol } from '@tool/parser/ai-v6';
import { wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

const v4: LanguageModelV4Middleware = hermesV4;
const v3: LanguageModelV3Middleware[] = [
  hermesToolMiddleware,
  createToolMiddleware({ protocol: jsonMixProtocol(), toolSystemPromptTemplate: (tools) => tools }),
];
export const model = wrapLanguageModel({ model: new MockLanguageModelV4(), middleware: v4 });
export const versions = v3.map((middleware) => middleware.specificationVersion);
`;
  const runtime = `import { hermesToolMiddleware } from '@tool/parser/ai-v6';
import { createRequire } from 'node:module';
const cjs = createRequire(import.meta.url)('@tool/parser/ai-v6');
for (const m of [hermesToolMiddleware, cjs.hermesToolMiddleware]) {
  if (m.specificationVersion !== 'v3') throw new Error('expected a v3 middleware');
}
`;
  return {
    files: { 'ai-line.mts': esm, 'ai-line.ts': esm, 'ai-line-run.mjs': runtime },
    nodeNext: ['ai-line.mts'],
    bundler: ['ai-line.ts'],
    run: ['ai-line-run.mjs'],
  };
}

/** AI SDK 6 project (provider@3 only): typed use with ai@6, and a two-step loop in ESM and CJS. */
function ai6Usage() {
  const esm = `import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import {
  createToolMiddleware,
  hermesToolMiddleware,
  jsonMixProtocol,
  toolCallMiddlewareOptions,
  toolMiddlewareFor,
} from '@tool/parser/ai-v6';
import { generateText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

const custom: LanguageModelV3Middleware = createToolMiddleware({
  protocol: jsonMixProtocol(),
  toolSystemPromptTemplate: (tools) => tools,
});
export const model = wrapLanguageModel({
  model: new MockLanguageModelV3(),
  middleware: [hermesToolMiddleware, custom, toolMiddlewareFor('llama3.2:3b')],
});
export const ask = () =>
  generateText({
    model,
    prompt: 'Hi',
    providerOptions: toolCallMiddlewareOptions({ onError: (message) => console.warn(message) }),
  });
`;
  const cjs = `import parser = require('@tool/parser/ai-v6');
import ai = require('ai');
import aiTest = require('ai/test');

export const model = ai.wrapLanguageModel({
  model: new aiTest.MockLanguageModelV3(),
  middleware: parser.createToolMiddleware({
    protocol: parser.jsonMixProtocol(),
    toolSystemPromptTemplate: (tools: string) => tools,
  }),
});
`;
  const loop = (load) => `${load}
const usage = { inputTokens: { total: 1, noCache: 1 }, outputTokens: { total: 1, text: 1 } };
const answers = ['<tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>', 'Sunny.'];
const base = new MockLanguageModelV3({
  doGenerate: async () => ({
    content: [{ type: 'text', text: answers[base.doGenerateCalls.length - 1] }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
    warnings: [],
  }),
});
const runs = [];
const result = await generateText({
  model: wrapLanguageModel({ model: base, middleware: hermesToolMiddleware }),
  tools: {
    get_weather: tool({
      inputSchema: jsonSchema({ type: 'object', properties: { city: { type: 'string' } } }),
      execute: async (input) => (runs.push(input), 'sunny'),
    }),
  },
  stopWhen: stepCountIs(3),
  prompt: 'Weather?',
});
const got = JSON.stringify({ runs, text: result.text, steps: result.steps.length });
if (got !== '{"runs":[{"city":"Seoul"}],"text":"Sunny.","steps":2}') throw new Error(got);
`;
  const esmRun = loop(`import { hermesToolMiddleware } from '@tool/parser/ai-v6';
import { generateText, jsonSchema, stepCountIs, tool, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';`);
  const cjsRun = `(async () => {${loop(`const { hermesToolMiddleware } = require('@tool/parser/ai-v6');
const { generateText, jsonSchema, stepCountIs, tool, wrapLanguageModel } = require('ai');
const { MockLanguageModelV3 } = require('ai/test');`)}})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;
  return {
    files: {
      'ai-line.mts': esm,
      'ai-line.ts': esm,
      'ai-line-cjs.cts': cjs,
      'ai-line-run.mjs': esmRun,
      'ai-line-run.cjs': cjsRun,
    },
    nodeNext: ['ai-line.mts', 'ai-line-cjs.cts'],
    bundler: ['ai-line.ts'],
    run: ['ai-line-run.mjs', 'ai-line-run.cjs'],
  };
}

if (!keep) rmSync(work, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(
  `check-packages: ${names.length} packages (${entryPoints.length} entry points) packed, imported in ESM and CJS, type-checked under NodeNext and Bundler; publint and attw clean; bins ${bins.join(', ')} run; @tool/parser/ai-v6 type-checked and run with ai@6 (provider@3 only) and ai@7 (provider@4 only).`,
);
