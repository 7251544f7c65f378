export interface GracefulStopResult {
  /** Answers by HTTP status. */
  answered: Record<string, number>;
  /** Requests that had a connection and got no answer. */
  unanswered: string[];
  /** Requests refused a connection: they came after the server stopped listening. */
  refused: number;
  answeredBefore: number;
  exited: { code: number | null; signal: string | null };
  stopMs: number;
  /** When the load balancer first saw /readyz not ready, after SIGTERM. */
  sawNotReadyMs: number | null;
  logFile: string;
}
export declare function gracefulStop(options: {
  root: string;
  travellers?: number;
  afterMs?: number;
  databaseUrl?: string | null;
  drainSeconds?: number;
  /** Play a load balancer that stops sending once /readyz fails (default), or let travellers hammer on. */
  balancer?: boolean;
}): Promise<GracefulStopResult>;
