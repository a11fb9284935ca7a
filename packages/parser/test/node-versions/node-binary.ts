// Finds a Node.js binary of a given major version for the node-versions test: on the PATH or in
// the usual system places, then in the CI cache, and last fetched from the npm registry (the
// `node-<os>-<arch>` packages carry the official binaries), the way .ci/run fetches Node 22.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A Node binary, or why none could be had. */
export type NodeBinary =
  | { status: 'found'; path: string; version: string }
  | { status: 'offline'; reason: string };

/** The cache folder of .ci/run (`TOOL_CI_CACHE`, else `$XDG_CACHE_HOME` or `~/.cache`, `/tool-ci`). */
export function ciCache(): string {
  const { TOOL_CI_CACHE, XDG_CACHE_HOME } = process.env;
  return TOOL_CI_CACHE ?? join(XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'tool-ci');
}

async function versionOf(path: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(path, ['--version'], { timeout: 10_000 });
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/** Whether npm can reach its registry (`npm ping`), to tell a failed download from no network. */
async function registryReachable(): Promise<boolean> {
  try {
    await run('npm', ['ping', '--loglevel=error'], { timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * A Node binary whose major version is `major`. Looks at the PATH and /usr/local/bin, /usr/bin,
 * /bin, then at `<cache>/node-<os>-<arch>-<major>/bin/node`; downloads it there with `npm pack`
 * when missing. Resolves to `offline` only when npm cannot reach the registry.
 */
export async function nodeBinary(major: number): Promise<NodeBinary> {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cached = join(ciCache(), `${pkg}-${major}`);
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    '/usr/local/bin',
    '/usr/bin',
    '/bin',
    join(cached, 'bin'),
  ].map((dir) => join(dir, 'node'));
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const real = realpathSync(candidate);
    if (seen.has(real)) continue;
    seen.add(real);
    const version = await versionOf(real);
    if (version?.startsWith(`v${major}.`)) return { status: 'found', path: real, version };
  }
  return download(pkg, major, cached);
}

async function download(pkg: string, major: number, target: string): Promise<NodeBinary> {
  if (process.platform === 'win32') {
    return { status: 'offline', reason: `fetching Node ${major} is not supported on Windows` };
  }
  mkdirSync(ciCache(), { recursive: true });
  // Unpacked beside the target and renamed into place, so a concurrent run never sees half a Node.
  const staging = mkdtempSync(`${target}.download-`);
  try {
    try {
      await run('npm', ['pack', '--loglevel=error', `${pkg}@${major}`], {
        cwd: staging,
        timeout: 300_000,
      });
    } catch (error) {
      if (await registryReachable()) throw error;
      const { message } = error as Error;
      return {
        status: 'offline',
        reason: `Node ${major} is not in ${target} and the npm registry is unreachable (${message.trim().split('\n')[0]})`,
      };
    }
    const tarball = readdirSync(staging).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) throw new Error(`npm pack ${pkg}@${major} wrote no tarball`);
    const unpacked = join(staging, 'node');
    mkdirSync(unpacked);
    await run('tar', ['-xzf', join(staging, tarball), '-C', unpacked, '--strip-components=1']);
    if (!existsSync(target)) renameSync(unpacked, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const path = join(target, 'bin', 'node');
  const version = await versionOf(path);
  if (!version?.startsWith(`v${major}.`)) {
    throw new Error(`${path} reports ${version ?? 'nothing'}, expected Node ${major}`);
  }
  return { status: 'found', path, version };
}
