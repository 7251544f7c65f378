import { Skeleton } from '../../../components/ui/skeleton';

/** The page's shape while the selection loads: flight card, price table, a passenger card. */
export function PaymentSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4 px-4 pt-4" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <Skeleton className="h-7 w-40" />
      <div className="space-y-3 rounded-2xl border border-line bg-surface p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="space-y-2 rounded-2xl border border-line bg-surface p-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-1/2 justify-self-end" />
      </div>
      <div className="space-y-3 rounded-2xl border border-line bg-surface p-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
