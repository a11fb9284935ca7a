import { bunHost } from '../src/hosts/bun-host';
import { describeRuntime } from './describe-runtime';

await describeRuntime(bunHost);
