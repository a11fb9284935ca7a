import { denoHost } from '../src/hosts/deno-host';
import { describeRuntime } from './describe-runtime';

await describeRuntime(denoHost);
