import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { Badge } from '../badge/index.ts';
import { Button } from '../button/index.ts';
import { IconButton } from '../icon-button/index.ts';
import { MapPinIcon, TrashIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { NationalAddress, type NationalAddressValue } from '../national-address/index.ts';
import '../theme/tokens.css';
import './address-card.css';

/** A delivery address: the Saudi national address (PRODUCT.md §9). */
export interface AddressValue extends NationalAddressValue {
  readonly firstName: string;
  readonly lastName: string;
  readonly type: 'home' | 'work';
}

export interface AddressCardMessages {
  readonly types: Readonly<Record<AddressValue['type'], string>>;
  readonly isDefault: string;
  readonly makeDefault: string;
  readonly edit: (name: string) => string;
  readonly editLabel: string;
  readonly remove: (name: string) => string;
  readonly deliverHere: string;
  readonly deliveringHere: string;
  readonly mobile: string;
  readonly shortAddress: string;
  /** Shown on an address saved before the national address's numbers were asked for. */
  readonly incomplete: string;
}

export const addressCardMessages: MessageTable<AddressCardMessages, 'addressCard'> = {
  name: 'addressCard',
  en: {
    types: { home: 'Home', work: 'Work' },
    isDefault: 'Default',
    makeDefault: 'Make default',
    edit: (name) => `Edit the address of ${name}`,
    editLabel: 'Edit',
    remove: (name) => `Delete the address of ${name}`,
    deliverHere: 'Deliver to this address',
    deliveringHere: 'Delivering here',
    mobile: 'Mobile',
    shortAddress: 'Short address',
    incomplete: 'The building number and additional number are missing.',
  },
  ar: {
    types: { home: 'المنزل', work: 'العمل' },
    isDefault: 'الافتراضي',
    makeDefault: 'اجعله الافتراضي',
    edit: (name) => `عدّل عنوان ${name}`,
    editLabel: 'تعديل',
    remove: (name) => `احذف عنوان ${name}`,
    deliverHere: 'التوصيل إلى هذا العنوان',
    deliveringHere: 'التوصيل هنا',
    mobile: 'الجوال',
    shortAddress: 'العنوان المختصر',
    incomplete: 'رقم المبنى والرقم الإضافي غير مذكورين.',
  },
};

export const addressCardStyles = cva('jui-address-card', {
  variants: { tone: { outline: 'jui-address-card--outline', muted: 'jui-address-card--muted' } },
  defaultVariants: { tone: 'outline' },
});

export interface AddressCardProps extends VariantProps<typeof addressCardStyles> {
  readonly address: AddressValue;
  readonly isDefault?: boolean;
  /** This address is the one chosen for delivery. */
  readonly isSelected?: boolean;
  /** A reason the address cannot be chosen (a city the shop does not serve). */
  readonly undeliverableReason?: string;
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly onMakeDefault?: () => void;
  readonly onDeliverHere?: () => void;
  readonly messages?: Partial<AddressCardMessages>;
  readonly className?: string;
}

/**
 * A saved address with its type, Default mark or button, edit, delete and "Deliver to this
 * address"; the address itself is the kit's NationalAddress.
 */
export function AddressCard({
  address,
  isDefault = false,
  isSelected = false,
  undeliverableReason,
  onEdit,
  onDelete,
  onMakeDefault,
  onDeliverHere,
  tone,
  messages: overrides,
  className,
}: AddressCardProps) {
  const messages = useMessages(addressCardMessages, overrides);
  const nameId = useId();
  const reasonId = useId();
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <article
      data-slot="address-card"
      data-variant={tone ?? 'outline'}
      data-selected={isSelected || undefined}
      className={addressCardStyles({ tone, className })}
      aria-labelledby={nameId}
    >
      <div className="jui-address-card__header">
        <MapPinIcon size="md" />
        <h3 id={nameId} className="jui-address-card__name">
          {name}
        </h3>
        <Badge tone="neutral">{messages.types[address.type]}</Badge>
        {isDefault ? <Badge tone="leaf">{messages.isDefault}</Badge> : null}
      </div>
      <NationalAddress address={address} messages={{ mobile: messages.mobile, shortAddress: messages.shortAddress }} />
      {address.buildingNumber === null || address.additionalNumber === null ? (
        <p className="jui-address-card__incomplete">{messages.incomplete}</p>
      ) : null}
      {undeliverableReason ? (
        <p id={reasonId} className="jui-address-card__reason">
          {undeliverableReason}
        </p>
      ) : null}
      <div className="jui-address-card__actions">
        {onDeliverHere ? (
          <Button
            variant={isSelected ? 'primary' : 'secondary'}
            size="sm"
            onPress={onDeliverHere}
            isDisabled={undeliverableReason !== undefined}
            {...(undeliverableReason ? { 'aria-describedby': reasonId } : {})}
          >
            {isSelected ? messages.deliveringHere : messages.deliverHere}
          </Button>
        ) : null}
        {!isDefault && onMakeDefault ? (
          <Button variant="ghost" size="sm" onPress={onMakeDefault}>
            {messages.makeDefault}
          </Button>
        ) : null}
        {onEdit ? (
          <Button variant="ghost" size="sm" onPress={onEdit} aria-label={messages.edit(name)}>
            {messages.editLabel}
          </Button>
        ) : null}
        {onDelete ? (
          <IconButton label={messages.remove(name)} variant="danger" size="sm" onPress={onDelete}>
            <TrashIcon />
          </IconButton>
        ) : null}
      </div>
    </article>
  );
}
