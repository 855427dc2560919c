/**
 * The payment methods the shop accepts, as small inline marks: drawn here rather than loaded, so
 * they cost no request and show offline. Simple likenesses of each network's mark, each on a white
 * card so they read the same on the dark footer and on a white page. Each is one image to a
 * screen reader, named by the caller in the page's language.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PaymentNetwork = 'mada' | 'visa' | 'mastercard' | 'cod';

export interface PaymentMarkProps {
  /** The mark's accessible name, in the page's language, e.g. "Visa" or "فيزا". */
  title: string;
  /** Height in px; the width follows the mark's own proportions. */
  size?: number;
  className?: string;
}

/** The viewBox is 24 units high, so `size` maps to it whatever the mark's width. */
const HEIGHT = 24;
const CARD_WIDTH = 38;

function Card({ title, size = 24, className, width = CARD_WIDTH, children }: PaymentMarkProps & { width?: number; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={title}
      width={(size * width) / HEIGHT}
      height={size}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      focusable="false"
      className={className}
    >
      <rect x="0.5" y="0.5" width={width - 1} height={HEIGHT - 1} rx="3" fill="#fff" stroke="#d6d3d1" />
      {children}
    </svg>
  );
}

export function MadaMark(props: PaymentMarkProps) {
  return (
    <Card {...props}>
      <rect x="4" y="7.6" width="7" height="3.6" rx="0.6" fill="#259bd6" />
      <rect x="4" y="12.8" width="7" height="3.6" rx="0.6" fill="#84b740" />
      {/* A fixed length keeps the word on the card whatever font the system falls back to. */}
      <text
        x="24"
        y="15.3"
        textAnchor="middle"
        textLength="20"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#27292d"
      >
        mada
      </text>
    </Card>
  );
}

export function VisaMark(props: PaymentMarkProps) {
  return (
    <Card {...props}>
      <text
        x="19"
        y="16.2"
        textAnchor="middle"
        textLength="27"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="11"
        fontStyle="italic"
        fontWeight="800"
        fill="#1a1f71"
      >
        VISA
      </text>
    </Card>
  );
}

export function MastercardMark(props: PaymentMarkProps) {
  return (
    <Card {...props}>
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" />
      {/* Where the circles overlap. */}
      <path d="M19 6.26A7 7 0 0 1 19 17.74 7 7 0 0 1 19 6.26z" fill="#ff5f00" />
    </Card>
  );
}

/**
 * Cash on delivery: a banknote and a short word. The word is in the page's language, so the card
 * widens with it; `caption` defaults to the name.
 */
export function CashOnDeliveryMark({ caption, ...props }: PaymentMarkProps & { caption?: string }) {
  const text = caption ?? props.title;
  const textWidth = Math.max(14, text.length * 5.4);
  const width = 22 + textWidth + 4;
  return (
    <Card {...props} width={width}>
      <rect x="4" y="7" width="15" height="10" rx="1.5" fill="#dcfce7" stroke="#15803d" strokeWidth="1.2" />
      <circle cx="11.5" cy="12" r="2.4" fill="none" stroke="#15803d" strokeWidth="1.2" />
      <text x={22 + textWidth / 2} y="15" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="#14532d">
        {text}
      </text>
    </Card>
  );
}

/** One mark by its network. */
export function PaymentMark({ network, caption, ...props }: PaymentMarkProps & { network: PaymentNetwork; caption?: string }) {
  switch (network) {
    case 'mada':
      return <MadaMark {...props} />;
    case 'visa':
      return <VisaMark {...props} />;
    case 'mastercard':
      return <MastercardMark {...props} />;
    case 'cod':
      return <CashOnDeliveryMark {...props} caption={caption} />;
  }
}

export interface PaymentMarksProps<N extends PaymentNetwork> {
  /** Which marks to show, in this order (it follows the reading direction). */
  networks: readonly N[];
  /** Each shown mark's accessible name, in the page's language. */
  names: Record<N, string>;
  /** The short word on the cash-on-delivery mark; its name when absent. */
  codCaption?: string;
  /** Height of each mark in px. */
  size?: number;
  className?: string;
  /** Names the list, e.g. "We accept"; or point at a visible label with `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A row of payment marks, as a list. */
export function PaymentMarks<N extends PaymentNetwork>({ networks, names, codCaption, size = 24, className = '', ...label }: PaymentMarksProps<N>) {
  return (
    <ul {...label} className={`flex flex-wrap items-center gap-2 ${className}`}>
      {networks.map((network) => (
        <li key={network} className="flex">
          <PaymentMark network={network} title={names[network]} caption={codCaption} size={size} />
        </li>
      ))}
    </ul>
  );
}

const cardNetworks = ['mada', 'visa', 'mastercard'] as const;

/**
 * The card networks checkout takes, named in the page's language. Inline (spans, no list) so it
 * can sit inside the card option's label.
 */
export function CardMarks({ size = 20, className = '', 'aria-hidden': hidden }: { size?: number; className?: string; 'aria-hidden'?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`} aria-hidden={hidden || undefined}>
      {cardNetworks.map((network) => (
        <PaymentMark key={network} network={network} title={t(`payment.${network}`)} size={size} />
      ))}
    </span>
  );
}
