import type { Address, AddressInput } from '@juicyin/contract';
import { AddressForm, type AddressFormValues } from '@juicyin/ui/address-form';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrors } from '../../account/api-messages.ts';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { Location } from './location.ts';
import { LocationPicker } from './location-picker.tsx';

export interface AddressEditorProps {
  /** The address to edit; none for a new one. */
  readonly address?: Address;
  /** The book is empty: the form is all there is, with nothing to cancel back to. */
  readonly isFirst?: boolean;
  readonly onSaved: (saved: Address) => void;
  readonly onCancel: () => void;
}

/**
 * A new or saved address in the kit's AddressForm (the Saudi national address, as at checkout),
 * with its location on the map above it. The API's errors show at their fields; one that
 * belongs to no field shows above the form. (The Save button is not put in react-aria's pending
 * state: the form closes on success, and the button's pending announcement would be left naming
 * a button that is gone.)
 */
export function AddressEditor({ address, isFirst = false, onSaved, onCancel }: AddressEditorProps) {
  const t = useMessages();
  const client = useApiClient();
  const headingId = useId();
  const [location, setLocation] = useState<Location | null>(address?.location ?? null);
  const save = useMutation({
    mutationFn: ({ isDefault, ...values }: AddressFormValues) => {
      const body: AddressInput = { ...values, isDefault, location };
      return address
        ? client.request('updateAddress', { params: { id: address.id }, body })
        : client.request('createAddress', { body });
    },
    onSuccess: onSaved,
  });
  const errors = save.isError ? apiErrors(t, save.error) : {};

  return (
    <section className="shop-addresses__editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-addresses__editor-heading">
        {address
          ? t('account.addresses.edit', { name: `${address.firstName} ${address.lastName}` })
          : t('account.addresses.new')}
      </h2>
      <LocationPicker value={location} onChange={setLocation} />
      {errors['form'] ? (
        <p role="alert" className="shop-addresses__form-error">
          {errors['form']}
        </p>
      ) : null}
      <AddressForm
        defaultValues={address ?? { city: t('account.addresses.riyadh'), isDefault: isFirst }}
        errors={errors}
        onSubmit={(values) => {
          if (!save.isPending) save.mutate(values);
        }}
        {...(isFirst ? {} : { onCancel })}
      />
    </section>
  );
}
