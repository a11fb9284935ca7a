#!/usr/bin/env node
// Proves that what we publish is what users get: every public package is packed, installed from
// its tarball into a fresh project, imported in ESM and in CJS, type-checked under NodeNext and
// Bundler resolution, and checked with publint and @arethetypeswrong/cli.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
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

/** A package whose exports have no `require` condition: ESM only (the AI SDK 7 applications). */
const esmOnly = (pkg) => !JSON.stringify(pkg.exports).includes('"require"');

/**
 * An application of the library (`@tool/eval`, `@tool/proxy`): it runs `ai` and `@ai-sdk/*` as its own
 * dependencies, exactly as a user's code would. The libraries may only name them as peers.
 */
const isApplication = (pkg) =>
  Object.keys(pkg.dependencies ?? {}).some((name) => name === 'ai' || name.startsWith('@ai-sdk/'));

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
  // An ESM-only package is not meant to be required from CommonJS.
  if (esmOnly(pkg)) return ['--profile', 'esm-only'];
  // Subpath exports cannot resolve under the legacy `node10` algorithm, which ignores `exports`.
  const subpaths = Object.keys(pkg.exports).filter((k) => k !== '.' && k !== './package.json');
  return subpaths.length > 0 ? ['--profile', 'node16'] : [];
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
const entriesOf = (pkg) =>
  Object.keys(pkg.exports)
    .filter((k) => k !== './package.json')
    .map((k) => (k === '.' ? pkg.name : `${pkg.name}/${k.slice(2)}`));
const entryPoints = packages.flatMap(({ pkg }) => entriesOf(pkg));
// Entry points that CommonJS can require; ESM-only packages are checked in ESM alone.
const cjsEntryPoints = packages.flatMap(({ pkg }) => (esmOnly(pkg) ? [] : entriesOf(pkg)));

// ESM and CJS must expose the same names (a default export, such as a Worker's, is left out: CJS
// interop presents it differently).
const probe = (kind) =>
  cjsEntryPoints
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
// ESM-only entry points must import and export something.
for (const name of entryPoints.filter((entry) => !cjsEntryPoints.includes(entry))) {
  const keys = run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `console.log(Object.keys(await import(${JSON.stringify(name)})).length)`,
    ],
    consumer,
  );
  if (!(Number(keys) > 0)) problems.push(`${name} imports but exports nothing`);
}

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
  cjsEntryPoints
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
        // The applications need AI SDK 7; an AI SDK 6 project uses the libraries alone.
        dependencies: {
          ...Object.fromEntries(
            packages
              .filter(({ pkg }) => !isApplication(pkg))
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

// What the published files load at run time. Nothing from the AI SDK (applications — the eval and
// the proxy — run it, as a user's code would); and no Node built-in, so the packages run in Bun,
// Deno, Workers, the Edge runtime and browsers (packages/runtimes runs them there). Only a
// package's bin, and files its exports offer under a "node" condition, may use Node.
for (const { pkg } of packages) {
  const dist = join(consumer, 'node_modules', pkg.name, 'dist');
  const nodeOnly = nodeOnlyFiles(pkg);
  const files = readdirSync(dist, { recursive: true }).filter((name) => /\.(?:c|m)?js$/.test(name));
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, specifier] of code.matchAll(
      /(?:\bfrom|\bimport|\brequire)\s*\(?\s*["']([^"']+)["']/g,
    )) {
      if (isAiSdk(specifier) && !isApplication(pkg)) {
        problems.push(`${pkg.name}/dist/${file} loads ${specifier} at run time`);
      }
      if (isNodeBuiltin(specifier) && !nodeOnly.has(`dist/${file}`)) {
        problems.push(
          `${pkg.name}/dist/${file} imports the Node built-in "${specifier}": the packages must run without Node (Bun, Deno, Workers, the Edge runtime, browsers); only a bin, or an export under a "node" condition, may use it`,
        );
      }
    }
  }
}

/** `node:x`, or the bare name of a Node built-in module (`fs`, `util`, `fs/promises`). */
function isNodeBuiltin(specifier) {
  return specifier.startsWith('node:') || builtinModules.includes(specifier);
}

/** The files (`dist/…`) only Node loads: the package's bins, and exports under a "node" condition. */
function nodeOnlyFiles(pkg) {
  const files = new Set();
  const add = (path) => files.add(path.replace(/^\.\//, ''));
  for (const bin of typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {})) {
    add(bin);
  }
  const targets = (value) =>
    typeof value === 'string'
      ? [value]
      : Object.values(value ?? {}).flatMap((inner) => targets(inner));
  const walk = (value) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'node') targets(inner).forEach(add);
      else walk(inner);
    }
  };
  walk(pkg.exports);
  return files;
}

// Every command runs from its installed tarball: `--help` exits 0 and names the command.
for (const { pkg } of packages) {
  for (const command of Object.keys(pkg.bin ?? {})) {
    const help = spawnSync(join(consumer, 'node_modules', '.bin', command), ['--help'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    if (help.status !== 0 || !help.stdout.includes(command)) {
      problems.push(`${command} --help exited ${help.status}:\n${help.stdout}${help.stderr}`);
    }
  }
}

// tool-eval: the built-in suite ships in the tarball and loads, and an endpoint where nothing
// listens exits 1 with a message that names it.
if (names.includes('@tool/eval')) {
  const count = run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "console.log((await import('@tool/eval')).builtinTasks().length)",
    ],
    consumer,
  );
  if (!(Number(count) >= 60))
    problems.push(`@tool/eval: the packed built-in suite has ${count} tasks`);
  const url = 'http://127.0.0.1:9/v1';
  const unreachable = spawnSync(
    join(consumer, 'node_modules', '.bin', 'tool-eval'),
    ['--base-url', url, '--model', 'm', '--presets', 'hermes'],
    { cwd: consumer, encoding: 'utf8' },
  );
  if (unreachable.status !== 1 || !unreachable.stderr.includes(`cannot reach ${url}`)) {
    problems.push(
      `tool-eval against ${url} exited ${unreachable.status}:\n${unreachable.stdout}${unreachable.stderr}`,
    );
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
  `check-packages: ${names.length} packages (${entryPoints.length} entry points, ${entryPoints.length - cjsEntryPoints.length} ESM only) packed, imported in ESM and CJS, type-checked under NodeNext and Bundler; publint and attw clean; @tool/parser/ai-v6 type-checked and run with ai@6 (provider@3 only) and ai@7 (provider@4 only); no Node built-in outside bins; every bin runs from its tarball.`,
);
