import type { AddressValue } from '../address-card/index.ts';
import type { MessageTable } from '../messages/index.ts';

/** The fields a shopper types in a fixed form, checked when left: the national address's codes. */
export type AddressCodeField = 'buildingNumber' | 'postalCode' | 'additionalNumber' | 'shortAddress';

export interface AddressFormMessages {
  readonly labels: Readonly<Record<keyof AddressValue, string>>;
  readonly types: Readonly<Record<AddressValue['type'], string>>;
  /** Help under each code field. */
  readonly hints: Readonly<Record<AddressCodeField, string>>;
  /** Shown at a code field left with a value that is not one. */
  readonly invalid: Readonly<Record<AddressCodeField, string>>;
  readonly makeDefault: string;
  readonly save: string;
  readonly cancel: string;
}

export const addressFormMessages: MessageTable<AddressFormMessages, 'addressForm'> = {
  name: 'addressForm',
  en: {
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      mobile: 'Mobile',
      buildingNumber: 'Building number',
      street: 'Street',
      district: 'District',
      city: 'City',
      region: 'Region',
      postalCode: 'Postal code',
      additionalNumber: 'Additional number',
      shortAddress: 'Short address (optional)',
      type: 'Address type',
    },
    types: { home: 'Home', work: 'Work' },
    hints: {
      buildingNumber: '4 digits, on the building’s national address plate',
      postalCode: '5 digits',
      additionalNumber: '4 digits, after the postal code in your national address',
      shortAddress: '4 letters and 4 digits, like RRRD2929',
    },
    invalid: {
      buildingNumber: 'Enter the 4-digit building number.',
      postalCode: 'Enter the 5-digit postal code.',
      additionalNumber: 'Enter the 4-digit additional number.',
      shortAddress: 'Enter 4 letters and 4 digits, like RRRD2929, or leave it empty.',
    },
    makeDefault: 'Make this my default address',
    save: 'Save Address',
    cancel: 'Cancel',
  },
  ar: {
    labels: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      mobile: 'الجوال',
      buildingNumber: 'رقم المبنى',
      street: 'الشارع',
      district: 'الحي',
      city: 'المدينة',
      region: 'المنطقة',
      postalCode: 'الرمز البريدي',
      additionalNumber: 'الرقم الإضافي',
      shortAddress: 'العنوان المختصر (اختياري)',
      type: 'نوع العنوان',
    },
    types: { home: 'المنزل', work: 'العمل' },
    hints: {
      buildingNumber: '4 أرقام، على لوحة العنوان الوطني للمبنى',
      postalCode: '5 أرقام',
      additionalNumber: '4 أرقام، بعد الرمز البريدي في عنوانك الوطني',
      shortAddress: '4 أحرف و4 أرقام، مثل RRRD2929',
    },
    invalid: {
      buildingNumber: 'أدخل رقم المبنى المكوّن من 4 أرقام.',
      postalCode: 'أدخل الرمز البريدي المكوّن من 5 أرقام.',
      additionalNumber: 'أدخل الرقم الإضافي المكوّن من 4 أرقام.',
      shortAddress: 'أدخل 4 أحرف و4 أرقام، مثل RRRD2929، أو اتركه فارغًا.',
    },
    makeDefault: 'اجعله عنواني الافتراضي',
    save: 'حفظ العنوان',
    cancel: 'إلغاء',
  },
};
