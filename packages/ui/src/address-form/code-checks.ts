import {
  normalizeAdditionalNumber,
  normalizeBuildingNumber,
  normalizeSaudiPostalCode,
  normalizeShortAddress,
} from '@juicyin/domain';
import { useState } from 'react';
import type { AddressCodeField } from './address-form-messages.ts';

const normalizers: Readonly<Record<AddressCodeField, (value: string) => string | null>> = {
  buildingNumber: normalizeBuildingNumber,
  postalCode: normalizeSaudiPostalCode,
  additionalNumber: normalizeAdditionalNumber,
  shortAddress: normalizeShortAddress,
};

const ADDRESS_CODE_FIELDS = Object.keys(normalizers) as readonly AddressCodeField[];

/**
 * Whether a code field's value is wrong, by the domain's rules. Empty is not wrong here: a
 * required field that is empty is the form's `isRequired` to report, and the short address is
 * optional.
 */
export function isWrongCode(field: AddressCodeField, value: string): boolean {
  return value.trim() !== '' && normalizers[field](value) === null;
}

/**
 * Which code fields show their error: a field is checked when the shopper leaves it, and again
 * as they correct it once it shows an error; `checkAll` checks every field on submit.
 */
export function useCodeChecks() {
  const [wrong, setWrong] = useState<ReadonlySet<AddressCodeField>>(new Set());
  const check = (field: AddressCodeField, value: string) => {
    setWrong((current) => {
      const next = new Set(current);
      if (isWrongCode(field, value)) next.add(field);
      else next.delete(field);
      return next;
    });
  };
  return {
    wrong,
    /** Props for a code field's TextField. */
    fieldProps: (field: AddressCodeField) => ({
      onBlur: (event: { target: EventTarget }) => {
        if (event.target instanceof HTMLInputElement) check(field, event.target.value);
      },
      onChange: (value: string) => {
        if (wrong.has(field)) check(field, value);
      },
    }),
    /** Checks every code field's value and shows the errors; the wrong fields, in form order. */
    checkAll: (value: (field: AddressCodeField) => string): readonly AddressCodeField[] => {
      const found = ADDRESS_CODE_FIELDS.filter((field) => isWrongCode(field, value(field)));
      setWrong(new Set(found));
      return found;
    },
  };
}
