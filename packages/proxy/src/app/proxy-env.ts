/** The Hono environment of the proxy app: what handlers tell the request log. */
export interface ProxyEnv {
  Variables: {
    /** `key=value` notes for the request's log line (model, preset, mode, calls, …). */
    logNotes: string[];
    /** Set by a handler whose response body streams: the request ends when the body does. */
    streamsBody: boolean;
  };
}
