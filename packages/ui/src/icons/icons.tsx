// Every icon by name (galleries, docs); each icon is a module of its own in `glyphs/`.
import { CartIcon } from './glyphs/cart.tsx';
import { BagIcon } from './glyphs/bag.tsx';
import { HeartIcon } from './glyphs/heart.tsx';
import { SearchIcon } from './glyphs/search.tsx';
import { ChevronEndIcon } from './glyphs/chevron-end.tsx';
import { ChevronStartIcon } from './glyphs/chevron-start.tsx';
import { ChevronDownIcon } from './glyphs/chevron-down.tsx';
import { ChevronUpIcon } from './glyphs/chevron-up.tsx';
import { ArrowEndIcon } from './glyphs/arrow-end.tsx';
import { ArrowStartIcon } from './glyphs/arrow-start.tsx';
import { CloseIcon } from './glyphs/close.tsx';
import { PlusIcon } from './glyphs/plus.tsx';
import { MinusIcon } from './glyphs/minus.tsx';
import { CheckIcon } from './glyphs/check.tsx';
import { TrashIcon } from './glyphs/trash.tsx';
import { UserIcon } from './glyphs/user.tsx';
import { StarIcon } from './glyphs/star.tsx';
import { GlobeIcon } from './glyphs/globe.tsx';
import { TruckIcon } from './glyphs/truck.tsx';
import { PhoneIcon } from './glyphs/phone.tsx';
import { MenuIcon } from './glyphs/menu.tsx';
import { EyeIcon } from './glyphs/eye.tsx';
import { EyeOffIcon } from './glyphs/eye-off.tsx';
import { CalendarIcon } from './glyphs/calendar.tsx';
import { MailIcon } from './glyphs/mail.tsx';
import { MapPinIcon } from './glyphs/map-pin.tsx';
import { FilterIcon } from './glyphs/filter.tsx';
import { InfoIcon } from './glyphs/info.tsx';
import { AlertIcon } from './glyphs/alert.tsx';
import { GiftIcon } from './glyphs/gift.tsx';
import { WalletIcon } from './glyphs/wallet.tsx';
import { PauseIcon } from './glyphs/pause.tsx';
import { PlayIcon } from './glyphs/play.tsx';
import { LogOutIcon } from './glyphs/log-out.tsx';

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
