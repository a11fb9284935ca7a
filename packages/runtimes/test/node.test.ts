import { nodeHost } from '../src/hosts/node-host';
import { describeRuntime } from './describe-runtime';

await describeRuntime(nodeHost);
