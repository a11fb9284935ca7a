import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The directory and parsed package.json of an installed package: a dependency of this package, or
 * of the package in `dependent` (a package directory) when given.
 */
export function installedPackage(
  name: string,
  dependent?: string,
): { dir: string; version: string; json: PackageJson } {
  const require = createRequire(
    dependent === undefined ? import.meta.url : join(dependent, 'package.json'),
  );
  const file = require.resolve(`${name}/package.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  return { dir: dirname(file), version: json.version, json };
}

interface PackageJson {
  version: string;
  bin?: string | Record<string, string>;
}

/**
 * The executable a package's `bin` names (`bun`, `deno`): npm packages that ship a runtime link
 * their platform's binary there when they are installed.
 */
export function packageBin(name: string, bin = name): string {
  const { dir, json } = installedPackage(name);
  const path = typeof json.bin === 'string' ? json.bin : json.bin?.[bin];
  if (path === undefined) throw new Error(`The package ${name} has no "${bin}" executable`);
  return join(dir, path);
}
