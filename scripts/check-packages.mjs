#!/usr/bin/env node
// Proves that what we publish is what users get: every public package is packed, installed from
// its tarball into a fresh project, imported in ESM and in CJS, type-checked under NodeNext and
// Bundler resolution, and checked with publint and @arethetypeswrong/cli.
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
  // Subpath exports cannot resolve under the legacy `node10` algorithm, which ignores `exports`.
  const subpaths = Object.keys(pkg.exports).filter((k) => k !== '.' && k !== './package.json');
  return subpaths.length > 0 ? ['--profile', 'node16'] : [];
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

// ESM and CJS must expose the same names.
const probe = (kind) =>
  entryPoints
    .map((name) =>
      kind === 'esm'
        ? `console.log(JSON.stringify([${JSON.stringify(name)}, Object.keys(await import(${JSON.stringify(name)})).sort()]));`
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

if (!keep) rmSync(work, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(
  `check-packages: ${names.length} packages (${entryPoints.length} entry points) packed, imported in ESM and CJS, type-checked under NodeNext and Bundler; publint and attw clean.`,
);
