export interface ConnectionCutsResult {
  /** Connections ended from outside, over all cuts. */
  ended: number;
  /** How many answers of each HTTP status the travellers got ('error': no answer at all). */
  statuses: Record<string, number>;
  completed: number;
  /** How the server process ended during the run; null while it lives. */
  exited: { code: number | null; signal: string | null } | null;
  /** The status of one more booking after the cuts, on the bank's finish page. */
  after: string | null;
  logFile: string;
}
export declare function connectionCuts(options: {
  root: string;
  adminUrl: string;
  cuts?: number;
  travellers?: number;
  log?: (line: string) => void;
}): Promise<ConnectionCutsResult>;
