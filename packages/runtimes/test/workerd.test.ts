import { workerdHost } from '../src/hosts/workerd-host';
import { describeRuntime } from './describe-runtime';

await describeRuntime(workerdHost);
