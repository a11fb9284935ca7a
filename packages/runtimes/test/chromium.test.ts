import { chromiumHost } from '../src/hosts/chromium-host';
import { describeRuntime } from './describe-runtime';

await describeRuntime(chromiumHost);
