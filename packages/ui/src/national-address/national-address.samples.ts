// Sample national addresses for the kit's stories and tests (not part of the published kit).
import type { NationalAddressValue } from './national-address.tsx';

/** Sara's address in Riyadh, written in each language. */
export const sampleNationalAddresses: Readonly<Record<'en' | 'ar', NationalAddressValue>> = {
  en: {
    buildingNumber: '2929',
    street: 'King Fahd Road',
    district: 'Al Olaya',
    city: 'Riyadh',
    region: 'Riyadh Region',
    postalCode: '12211',
    additionalNumber: '7788',
    shortAddress: 'RRRD2929',
    mobile: '+966512345678',
  },
  ar: {
    buildingNumber: '2929',
    street: 'طريق الملك فهد',
    district: 'العليا',
    city: 'الرياض',
    region: 'منطقة الرياض',
    postalCode: '12211',
    additionalNumber: '7788',
    shortAddress: 'RRRD2929',
    mobile: '+966512345678',
  },
};
