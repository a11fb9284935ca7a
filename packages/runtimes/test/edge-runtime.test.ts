import { edgeRuntimeHost } from '../src/hosts/edge-runtime-host';
import { describeRuntime } from './describe-runtime';

await describeRuntime(edgeRuntimeHost);
