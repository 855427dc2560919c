/** Icons used by pages only, kept out of the entry chunk. */
import { Icon, type IconProps } from '../ui/icon';

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.6} />
  </Icon>
);
export const StarIcon = (p: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...p}>
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
  </Icon>
);
/** A filled heart, for a listed wishlist item. */
export const HeartFilledIcon = (p: IconProps) => (
  <Icon fill="currentColor" {...p}>
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20z" />
  </Icon>
);
export const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
export const TruckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </Icon>
);
export const CardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);
export const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);
export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
/** One column, two columns, three columns: the shop grid toggle. */
export const GridIcon = ({ columns, ...p }: IconProps & { columns: 1 | 2 | 3 }) => (
  <Icon {...p}>
    {columns === 1 && <rect x="5" y="4" width="14" height="16" rx="1.5" />}
    {columns === 2 && (
      <>
        <rect x="4" y="4" width="7" height="16" rx="1.5" />
        <rect x="13" y="4" width="7" height="16" rx="1.5" />
      </>
    )}
    {columns === 3 && (
      <>
        <rect x="3" y="4" width="4.7" height="16" rx="1.2" />
        <rect x="9.65" y="4" width="4.7" height="16" rx="1.2" />
        <rect x="16.3" y="4" width="4.7" height="16" rx="1.2" />
      </>
    )}
  </Icon>
);
/** An arrow toward the inline end; mirrored in RTL. */
export const ArrowIcon = ({ className = '', ...p }: IconProps) => (
  <Icon className={`rtl:-scale-x-100 ${className}`} {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
