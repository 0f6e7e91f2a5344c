import type { Address } from '@juicyin/contract';
import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Decorator } from '@storybook/react-vite';
import type { Language } from '../../i18n/messages.ts';
import { routePaths } from '../../paths.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { coordinate } from './location.ts';

/** The address book's stories open the shop at /my-address in the story's language. */
export const addressesDecorator: Decorator = (Story, { globals }) => (
  <ShopFrame language={storyLanguage(globals)} path={routePaths.addresses} initialEntry={routePaths.addresses}>
    <Story />
  </ShopFrame>
);

/** A signed-in shopper with a bag: what the signed-in stories start from (their own handlers go after). */
export const signedInShopper = [...handlers.account.signedIn, ...handlers.bag.full, ...handlers.store.default];

import { say } from '../../testing/say.ts';

export { say };

export const nameOf = (address: Address) => `${address.firstName} ${address.lastName}`;

/** The card's or form's line about the address's place on the map. */
export const locationLine = (language: Language, address: Pick<Address, 'location'>) =>
  address.location
    ? say(language, 'account.addresses.location.set', {
        lat: coordinate(address.location.lat),
        lng: coordinate(address.location.lng),
      })
    : say(language, 'account.addresses.location.notSet');

const [riyadh, abha] = fixtures.addresses.items;
if (!riyadh || !abha) throw new Error('The address fixtures have two addresses');
/** The default address (with its place on the map) and a second one (without). */
export const book = { riyadh, abha } as const;

/** The kit AddressForm's and AddressCard's words the stories press. */
export const kitWords = {
  save: { en: 'Save Address', ar: 'حفظ العنوان' },
  isDefault: { en: 'Default', ar: 'الافتراضي' },
  remove: { en: (name: string) => `Delete the address of ${name}`, ar: (name: string) => `احذف عنوان ${name}` },
  edit: { en: (name: string) => `Edit the address of ${name}`, ar: (name: string) => `عدّل عنوان ${name}` },
  firstName: { en: 'First name', ar: 'الاسم الأول' },
  lastName: { en: 'Last name', ar: 'اسم العائلة' },
  mobile: { en: 'Mobile', ar: 'الجوال' },
  buildingNumber: { en: 'Building number', ar: 'رقم المبنى' },
  street: { en: 'Street', ar: 'الشارع' },
  district: { en: 'District', ar: 'الحي' },
  region: { en: 'Region', ar: 'المنطقة' },
  postalCode: { en: 'Postal code', ar: 'الرمز البريدي' },
  additionalNumber: { en: 'Additional number', ar: 'الرقم الإضافي' },
} as const;
