import type { ComponentProps } from 'react';
import { Button as AriaButton } from 'react-aria-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 data-[pressed]:bg-brand-700 disabled:bg-brand-600/50',
  secondary: 'bg-white text-brand-700 border border-line hover:bg-brand-50 disabled:text-muted',
  ghost: 'bg-transparent text-brand-700 hover:bg-brand-50',
  danger: 'bg-danger text-white hover:bg-danger/90',
};

/** The app's button: 44 px high at least, with a visible focus ring from the global style. */
export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof AriaButton> & { variant?: Variant }) {
  return (
    <AriaButton
      {...props}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-[15px] font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
    />
  );
}
