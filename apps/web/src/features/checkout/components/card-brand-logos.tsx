import type { CARD_BRANDS } from '@yolcu/contract/constants';
import type { ReactNode } from 'react';

type Brand = (typeof CARD_BRANDS)[number];

/** Small marks of the accepted schemes, drawn here: no picture is fetched from outside. */
const MARKS: Record<Brand, { name: string; art: ReactNode }> = {
  visa: {
    name: 'Visa',
    art: (
      <>
        <rect width="40" height="26" rx="4" fill="#fff" />
        <text
          x="20"
          y="17.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="12"
          fontStyle="italic"
          fontWeight="800"
          fill="#1a1f71"
          letterSpacing="0.5"
        >
          VISA
        </text>
      </>
    ),
  },
  mastercard: {
    name: 'Mastercard',
    art: (
      <>
        <rect width="40" height="26" rx="4" fill="#fff" />
        <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
        <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
        <path d="M20 6.7a7.5 7.5 0 0 1 0 12.6 7.5 7.5 0 0 1 0-12.6z" fill="#ff5f00" />
      </>
    ),
  },
  amex: {
    name: 'American Express',
    art: (
      <>
        <rect width="40" height="26" rx="4" fill="#006fcf" />
        <text
          x="20"
          y="16.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="9"
          fontWeight="800"
          fill="#fff"
          letterSpacing="0.6"
        >
          AMEX
        </text>
      </>
    ),
  },
  troy: {
    name: 'Troy',
    art: (
      <>
        <rect width="40" height="26" rx="4" fill="#fff" />
        <text
          x="20"
          y="17"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="12"
          fontWeight="700"
          fill="#1d3c45"
        >
          tr<tspan fill="#00a29a">o</tspan>y
        </text>
      </>
    ),
  },
};

// American Express is not shown: its 15-digit numbers cannot pass the 16-digit card rule of 02 §5.
const ORDER: Brand[] = ['visa', 'mastercard', 'troy'];

/** The accepted schemes; once the number shows its scheme, that one stands out. */
export function CardBrandLogos({ detected, label }: { detected: Brand | null; label: string }) {
  return (
    <ul className="flex items-center gap-1.5" aria-label={label}>
      {ORDER.map((brand) => {
        const on = detected === brand;
        return (
          <li
            key={brand}
            data-brand={brand}
            data-active={on || undefined}
            className={`transition-opacity ${detected && !on ? 'opacity-30' : 'opacity-100'}`}
          >
            <svg
              viewBox="0 0 40 26"
              width="40"
              height="26"
              role="img"
              aria-label={MARKS[brand].name}
              className={`rounded-[5px] ${on ? 'ring-2 ring-brand-500' : 'ring-1 ring-line'}`}
            >
              {MARKS[brand].art}
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
