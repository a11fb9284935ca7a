import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { bundleApp } from './bundle-app';
import { type AppRequest, appUrl, type RuntimeHost, refuseEnv } from './runtime-host';

/** Debian's Chromium (`apt-get install chromium`); `.ci/run` installs it. */
export const CHROMIUM = '/usr/bin/chromium';

/** The page's origin: requests to it are answered from memory, every other request is refused. */
const ORIGIN = 'http://localhost/';
const PAGE = `<!doctype html><meta charset="utf-8"><title>runtimes</title><script type="module" src="/app.js"></script>`;

/** A response as data, to carry it out of the page. */
interface PageResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * Headless Chromium driven by playwright-core: the app is bundled for the browser into a module
 * script of a page served from memory at http://localhost/ (a secure context, as an app's page
 * is), and requests go to its fetch handler inside the page.
 */
export const chromiumHost: RuntimeHost = {
  name: 'Chromium',
  selfName: /HeadlessChrome\//,
  missing: () =>
    existsSync(CHROMIUM)
      ? undefined
      : `${CHROMIUM} is missing (install it with \`apt-get install chromium\`; .ci/run does)`,
  // Debian's wrapper script prints `Chromium 156.0.8078.108 built on Debian …`.
  version: async () => {
    const printed = execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /Chromium (\S+)/.exec(printed)?.[1] ?? printed.trim();
  },
  async start(entry, options) {
    refuseEnv('Chromium', options);
    const script = await bundleApp(
      entry,
      (app) => `import app from ${JSON.stringify(app)};\nglobalThis.runtimeApp = app;\n`,
      {
        runtime: 'Chromium',
        format: 'esm',
        platform: 'browser',
        conditions: ['browser'],
        nodeBuiltins: 'absent',
      },
    );
    const browser = await launch();
    const page = await browser.newPage();
    let printed = '';
    const outside: string[] = [];
    page.on('console', (message) => {
      printed += `[console.${message.type()}] ${message.text()}\n`;
    });
    page.on('pageerror', (error) => {
      printed += `[page error] ${error.stack ?? error.message}\n`;
    });
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === ORIGIN) return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (url === `${ORIGIN}app.js`)
        return route.fulfill({ contentType: 'text/javascript', body: script });
      outside.push(url);
      return route.abort();
    });
    await page.goto(ORIGIN);
    await page
      .waitForFunction(() => 'runtimeApp' in globalThis, undefined, { timeout: 30_000 })
      .catch((error: Error) => {
        throw new Error(`Chromium did not start the app: ${error.message}\n${printed}`);
      });
    return {
      url: undefined,
      async fetch(path, request: AppRequest = {}) {
        const answer = await page.evaluate(
          async ({ url, init }): Promise<PageResponse> => {
            const app = (
              globalThis as unknown as { runtimeApp: { fetch(r: Request): Promise<Response> } }
            ).runtimeApp;
            const response = await app.fetch(new Request(url, init));
            return {
              status: response.status,
              headers: [...response.headers],
              body: await response.text(),
            };
          },
          { url: appUrl(ORIGIN, path), init: request },
        );
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      },
      output: () =>
        outside.length === 0 ? printed : `${printed}[requests refused] ${outside.join(', ')}\n`,
      stop: () => browser.close(),
    };
  },
};

function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
