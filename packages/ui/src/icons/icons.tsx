import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, SVGProps } from 'react';
import '../theme/tokens.css';
import './icons.css';

export const iconStyles = cva('jui-icon', {
  variants: {
    size: { sm: 'jui-icon--sm', md: 'jui-icon--md', lg: 'jui-icon--lg', inherit: '' },
    /** Pointing icons (chevrons, arrows) mirror in right-to-left; the rest never do. */
    flipsInRtl: { true: 'jui-icon--flips', false: '' },
    filled: { true: 'jui-icon--filled', false: '' },
  },
  defaultVariants: { size: 'inherit', flipsInRtl: false, filled: false },
});

export interface IconProps
  extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>, Omit<VariantProps<typeof iconStyles>, 'flipsInRtl'> {
  readonly className?: string;
}

/** A decorative 24×24 stroke icon; it is always hidden from assistive technology. */
/* @__NO_SIDE_EFFECTS__ */
function makeIcon(name: string, shapes: ReactNode, { flipsInRtl = false } = {}) {
  function Icon({ size, filled, className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        aria-hidden="true"
        focusable="false"
        data-slot="icon"
        data-icon={name}
        className={iconStyles({ size, filled, flipsInRtl, className })}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name.replace(/(^|-)(\w)/g, (_m: string, _d: string, c: string) => c.toUpperCase())}Icon`;
  return Icon;
}

export const CartIcon = makeIcon(
  'cart',
  <>
    <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);
export const BagIcon = makeIcon(
  'bag',
  <>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </>,
);
export const HeartIcon = makeIcon(
  'heart',
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
);
export const SearchIcon = makeIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.4-4.4" />
  </>,
);
/** Points toward the inline end (right in English, left in Arabic). */
export const ChevronEndIcon = makeIcon('chevron-end', <path d="m9 5 7 7-7 7" />, { flipsInRtl: true });
/** Points toward the inline start (left in English, right in Arabic). */
export const ChevronStartIcon = makeIcon('chevron-start', <path d="m15 5-7 7 7 7" />, { flipsInRtl: true });
export const ChevronDownIcon = makeIcon('chevron-down', <path d="m5 9 7 7 7-7" />);
export const ChevronUpIcon = makeIcon('chevron-up', <path d="m5 15 7-7 7 7" />);
/** Points toward the inline end. */
export const ArrowEndIcon = makeIcon('arrow-end', <path d="M4 12h16m-6-6 6 6-6 6" />, { flipsInRtl: true });
/** Points toward the inline start. */
export const ArrowStartIcon = makeIcon('arrow-start', <path d="M20 12H4m6-6-6 6 6 6" />, { flipsInRtl: true });
export const CloseIcon = makeIcon('close', <path d="M6 6l12 12M18 6 6 18" />);
export const PlusIcon = makeIcon('plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = makeIcon('minus', <path d="M5 12h14" />);
export const CheckIcon = makeIcon('check', <path d="m5 12.5 4.5 4.5L19 7" />);
export const TrashIcon = makeIcon(
  'trash',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
);
export const UserIcon = makeIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const StarIcon = makeIcon(
  'star',
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z" />,
);
export const GlobeIcon = makeIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const TruckIcon = makeIcon(
  'truck',
  <>
    <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const PhoneIcon = makeIcon(
  'phone',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);
export const MenuIcon = makeIcon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const EyeIcon = makeIcon(
  'eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = makeIcon(
  'eye-off',
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.7M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const CalendarIcon = makeIcon(
  'calendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const MailIcon = makeIcon(
  'mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const MapPinIcon = makeIcon(
  'map-pin',
  <>
    <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const FilterIcon = makeIcon('filter', <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />);
export const InfoIcon = makeIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const AlertIcon = makeIcon(
  'alert',
  <>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17v.5" />
  </>,
);
export const GiftIcon = makeIcon(
  'gift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 4s1 4 4 4Zm0 0s1.5-5 4-4-1 4-4 4Z" />
  </>,
);
export const WalletIcon = makeIcon(
  'wallet',
  <>
    <path d="M4 6h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6Zm0 0 12-3v3" />
    <path d="M16 13h4" />
  </>,
);
export const PauseIcon = makeIcon('pause', <path d="M8 5v14M16 5v14" />);
export const PlayIcon = makeIcon('play', <path d="M7 5v14l12-7L7 5Z" />);
export const LogOutIcon = makeIcon(
  'log-out',
  <>
    <path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" />
    <path d="M15 16l4-4-4-4M19 12H9" />
  </>,
  { flipsInRtl: true },
);

/** Every icon by name, for galleries and docs. */
export const icons = {
  cart: CartIcon,
  bag: BagIcon,
  heart: HeartIcon,
  search: SearchIcon,
  'chevron-end': ChevronEndIcon,
  'chevron-start': ChevronStartIcon,
  'chevron-down': ChevronDownIcon,
  'chevron-up': ChevronUpIcon,
  'arrow-end': ArrowEndIcon,
  'arrow-start': ArrowStartIcon,
  close: CloseIcon,
  plus: PlusIcon,
  minus: MinusIcon,
  check: CheckIcon,
  trash: TrashIcon,
  user: UserIcon,
  star: StarIcon,
  globe: GlobeIcon,
  truck: TruckIcon,
  phone: PhoneIcon,
  menu: MenuIcon,
  eye: EyeIcon,
  'eye-off': EyeOffIcon,
  calendar: CalendarIcon,
  mail: MailIcon,
  'map-pin': MapPinIcon,
  filter: FilterIcon,
  info: InfoIcon,
  alert: AlertIcon,
  gift: GiftIcon,
  wallet: WalletIcon,
  pause: PauseIcon,
  play: PlayIcon,
  'log-out': LogOutIcon,
} as const;

export type IconName = keyof typeof icons;
