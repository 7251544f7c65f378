/** A transfer's type (02 §2): code 1 (private) stands out in solid brand colour, the others are quiet. */
export function TransferTypeBadge({ code, label }: { code: number; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${code === 1 ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'}`}
      data-testid="transfer-type"
    >
      {label}
    </span>
  );
}
