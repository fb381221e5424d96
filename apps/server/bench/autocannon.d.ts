/** The part of autocannon 8's API the benches use (the package ships no types). */
declare module 'autocannon' {
  /** One request of `requests`; setupRequest builds it anew each time it is sent (e.g. its body). */
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Answers whose status is not 2xx also go into the latency figures. */
    includeErrorStats?: boolean;
    /** Requests each connection sends in turn (their path replaces the url's). */
    requests?: Request[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    mismatches: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
