import { describe, expect, it } from 'vitest';
import { addressBodySchema, type AddressInput } from './schemas.ts';

const body: AddressInput = {
  firstName: 'Sara',
  lastName: 'Alqahtani',
  mobile: '0512345678',
  buildingNumber: '٢٩٢٩',
  street: 'King Fahd Road',
  district: 'Al Olaya',
  city: 'Riyadh',
  region: 'Riyadh Province',
  postalCode: '12211',
  additionalNumber: ' 7788 ',
  shortAddress: 'rrrd 2929',
  type: 'home',
};

const messages = (input: unknown) => {
  const result = addressBodySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('addressBodySchema: the national address', () => {
  it('stores the numbers in Latin digits and the short address upper-case', () => {
    expect(addressBodySchema.parse(body)).toMatchObject({
      buildingNumber: '2929',
      additionalNumber: '7788',
      shortAddress: 'RRRD2929',
    });
  });

  it('takes no short address as null, whether missing, empty or null', () => {
    const without = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'shortAddress'));
    expect(addressBodySchema.parse(without).shortAddress).toBeNull();
    expect(addressBodySchema.parse({ ...body, shortAddress: ' ' }).shortAddress).toBeNull();
    expect(addressBodySchema.parse({ ...body, shortAddress: null }).shortAddress).toBeNull();
  });

  it('refuses each bad part with its own message', () => {
    expect(messages({ ...body, buildingNumber: '292', additionalNumber: 'x', shortAddress: 'RRR2929' })).toEqual({
      buildingNumber: 'A building number is 4 digits',
      additionalNumber: 'An additional number is 4 digits',
      shortAddress: 'A short address is 4 letters and 4 digits, like RRRD2929',
    });
  });

  it('requires the building number and the additional number', () => {
    const without = Object.fromEntries(
      Object.entries(body).filter(([key]) => key !== 'buildingNumber' && key !== 'additionalNumber'),
    );
    expect(Object.keys(messages(without)).sort()).toEqual(['additionalNumber', 'buildingNumber']);
  });
});
