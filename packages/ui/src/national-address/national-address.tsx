import type { ReactNode } from 'react';
import { type MessageTable, useMessages } from '../messages/index.ts';
import '../theme/tokens.css';
import './national-address.css';

/** What the national address's lines need (an AddressValue, an order's address snapshot). */
export interface NationalAddressValue {
  /** 4 digits; null on an address saved before the national address was asked for. */
  readonly buildingNumber: string | null;
  readonly street: string;
  readonly district: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  /** 4 digits; null on an address saved before the national address was asked for. */
  readonly additionalNumber: string | null;
  readonly shortAddress: string | null;
  /** Normalised Saudi mobile, e.g. +966512345678. */
  readonly mobile: string;
}

export interface NationalAddressMessages {
  readonly shortAddress: string;
  readonly mobile: string;
}

export const nationalAddressMessages: MessageTable<NationalAddressMessages, 'nationalAddress'> = {
  name: 'nationalAddress',
  en: { shortAddress: 'Short address', mobile: 'Mobile' },
  ar: { shortAddress: 'العنوان المختصر', mobile: 'الجوال' },
};

export interface NationalAddressProps {
  readonly address: NationalAddressValue;
  /** A first line, e.g. the name and the address type. */
  readonly title?: ReactNode;
  readonly messages?: Partial<NationalAddressMessages>;
  readonly className?: string;
}

/**
 * A Saudi national address as an `<address>`, in the order it is written: building number and
 * street; district; "city postal code – additional number"; region; short address; mobile. Codes
 * and the mobile stay left to right in Arabic.
 */
export function NationalAddress({ address, title, messages: overrides, className }: NationalAddressProps) {
  const messages = useMessages(nationalAddressMessages, overrides);
  return (
    <address data-slot="national-address" className={['jui-national-address', className].filter(Boolean).join(' ')}>
      {title ? <span>{title}</span> : null}
      <span data-slot="street">{[address.buildingNumber, address.street].filter(Boolean).join(' ')}</span>
      <span>{address.district}</span>
      <span data-slot="city">
        {[`${address.city} ${address.postalCode}`, address.additionalNumber].filter(Boolean).join(' – ')}
      </span>
      <span>{address.region}</span>
      {address.shortAddress ? (
        <span>
          {messages.shortAddress}:{' '}
          <bdi dir="ltr" data-slot="short-address">
            {address.shortAddress}
          </bdi>
        </span>
      ) : null}
      <span>
        {messages.mobile}:{' '}
        <bdi dir="ltr" data-slot="mobile" className="jui-national-address__mobile">
          {address.mobile}
        </bdi>
      </span>
    </address>
  );
}
