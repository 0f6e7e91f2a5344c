import type { Address, AddressInput } from '@juicyin/contract';
import { AddressCard } from '@juicyin/ui/address-card';
import { AddressForm, type AddressFormValues } from '@juicyin/ui/address-form';
import { Button } from '@juicyin/ui/button';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrors } from '../account/api-messages.ts';
import { useApiClient } from '../api-client.tsx';
import { QueryError } from '../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { checkoutKeys, isIncomplete } from './checkout-queries.ts';
import type { Checkout } from './use-checkout.ts';

type Editing = { readonly mode: 'new' } | { readonly mode: 'edit'; readonly address: Address } | null;

const body = ({ isDefault, ...values }: AddressFormValues): AddressInput => ({ ...values, isDefault });

/**
 * 'Select a shipping address': the saved addresses (kit AddressCard) with Deliver to this
 * address, EDIT and DELETE; 'Add new address' opens the kit AddressForm inline. An address in a
 * city the store does not serve is saved but cannot be chosen, with the store's reason in the
 * shopper's language. Choosing an address saved before the national address opens it for its
 * building number and additional number; saved, it is chosen.
 */
export function AddressStep({ checkout }: { readonly checkout: Checkout }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { addresses, address: chosen } = checkout;
  const items = addresses.data?.items;
  const [open, setEditing] = useState<Editing>(null);
  // With no address saved yet, the form is open at once.
  const editing: Editing = open ?? (items?.length === 0 ? { mode: 'new' } : null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() });
  const save = useMutation({
    mutationFn: (values: AddressFormValues) =>
      editing?.mode === 'edit'
        ? client.request('updateAddress', { params: { id: editing.address.id }, body: body(values) })
        : client.request('createAddress', { body: body(values) }),
    onSuccess: async (saved) => {
      await refresh();
      setEditing(null);
      if (saved.delivery.deliverable) checkout.choose({ addressId: saved.id });
      setNotice(
        saved.delivery.deliverable
          ? t('checkout.address.saved')
          : t('checkout.address.savedUndeliverable', { reason: saved.delivery.message?.[language] ?? '' }),
      );
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.request('deleteAddress', { params: { id } }),
    onSuccess: async () => {
      await refresh();
      setNotice(t('checkout.address.deleted'));
    },
  });

  const form = editing ? (
    <AddressForm
      key={editing.mode === 'edit' ? editing.address.id : 'new'}
      className="shop-checkout__address-form"
      defaultValues={editing.mode === 'edit' ? editing.address : { city: t('checkout.address.riyadh') }}
      errors={save.isError ? apiErrors(t, save.error) : {}}
      isPending={save.isPending}
      onSubmit={(values) => {
        if (!save.isPending) save.mutate(values);
      }}
      {...(items?.length === 0 ? {} : { onCancel: () => setEditing(null) })}
    />
  ) : null;

  return (
    <section className="shop-checkout__section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="shop-checkout__heading">
        {t('checkout.address.title')}
      </h2>
      <p role="status" className="shop-checkout__notice">
        {notice}
      </p>
      {addresses.isError ? (
        <QueryError onRetry={() => void addresses.refetch()} headingLevel={3} />
      ) : items === undefined ? (
        <div aria-busy="true">
          <Skeleton shape="rect" blockSize="8rem" />
        </div>
      ) : (
        <>
          {items.length === 0 ? <p>{t('checkout.address.none')}</p> : null}
          <div className="shop-checkout__addresses">
            {items.map((address) =>
              editing?.mode === 'edit' && editing.address.id === address.id ? (
                <div key={address.id}>{form}</div>
              ) : (
                <AddressCard
                  key={address.id}
                  address={address}
                  isDefault={address.isDefault}
                  isSelected={chosen?.id === address.id}
                  {...(address.delivery.deliverable
                    ? {}
                    : {
                        undeliverableReason:
                          address.delivery.message?.[language] ?? t('checkout.address.undeliverable'),
                      })}
                  onDeliverHere={() => {
                    if (isIncomplete(address)) {
                      save.reset();
                      setEditing({ mode: 'edit', address });
                      setNotice(t('checkout.address.complete'));
                      return;
                    }
                    checkout.choose({ addressId: address.id });
                    setNotice(t('checkout.address.chosen', { name: `${address.firstName} ${address.lastName}` }));
                  }}
                  onEdit={() => {
                    save.reset();
                    setEditing({ mode: 'edit', address });
                  }}
                  onDelete={() => {
                    if (!remove.isPending) remove.mutate(address.id);
                  }}
                />
              ),
            )}
          </div>
          {editing?.mode === 'new' ? (
            form
          ) : (
            <Button
              variant="secondary"
              onPress={() => {
                save.reset();
                setEditing({ mode: 'new' });
              }}
            >
              {t('checkout.address.add')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
