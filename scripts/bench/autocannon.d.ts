// The part of autocannon 9's programmatic API the API benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: "GET" | "POST" | "PUT" | "DELETE";
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** The requests each connection sends in turn; setupRequest may change one before it goes. */
    requests?: {
      setupRequest?: (request: { headers: Record<string, string> } & Record<string, unknown>) => object;
    }[];
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
