export interface KillWhileConfirmingResult {
  /** The bank code page's status as the traveller saw it. */
  answered: string;
  killed: { code: number | null; signal: string | null };
  /** The booking right after the kill, and after the second server settled it. */
  atKill: { status: string; supplier_order_status: string | null; orders: number };
  after: { status: string; supplier_order_status: string | null; orders: number };
  /** Booking info from the second server. */
  info: { status: string; do_reservation: boolean };
}
export declare function killWhileConfirming(options: {
  root: string;
  databaseUrl: string;
  latencyMs?: number;
  settleTimeoutMs?: number;
}): Promise<KillWhileConfirmingResult>;
