import { runWorkload } from '../workload/run-workload';
import { workloadCases } from '../workload/workload';

/**
 * The workload as an app: a fetch handler, the shape Workers, Bun, Deno and the Edge runtime
 * serve. `GET /` runs every case and answers the report as JSON.
 */
export default {
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' || pathname !== '/') {
      return new Response(`Not found: ${request.method} ${pathname}; try GET /`, { status: 404 });
    }
    const report = await runWorkload(workloadCases);
    return new Response(JSON.stringify(report), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  },
};
