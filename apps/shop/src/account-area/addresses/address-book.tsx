import type { Address } from '@juicyin/contract';
import { AddressCard } from '@juicyin/ui/address-card';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrors } from '../../account/api-messages.ts';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { addressesQuery, checkoutKeys } from '../../checkout/checkout-queries.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { AddressEditor } from './address-editor.tsx';
import { coordinate } from './location.ts';
import { queryFailed } from '../../catalogue/query-failed.ts';

type Editing = { readonly mode: 'new' } | { readonly mode: 'edit'; readonly id: string } | null;

const nameOf = (address: Address) => `${address.firstName} ${address.lastName}`;

/** Whether the saved address has its place on the map, under its card. */
function LocationNote({ address }: { readonly address: Address }) {
  const t = useMessages();
  const { location } = address;
  return (
    <p className="shop-addresses__card-location" data-set={location ? 'true' : 'false'}>
      {location
        ? t('account.addresses.location.set', { lat: coordinate(location.lat), lng: coordinate(location.lng) })
        : t('account.addresses.location.notSet')}
    </p>
  );
}

/**
 * The address book: the saved addresses (kit AddressCard) with Make default, Edit and Delete (asked
 * first, kit ConfirmDialog), and Add new address. What happened is said in a status line.
 */
export function AddressBook() {
  const t = useMessages();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQuery(client));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() });

  const makeDefault = useMutation({
    mutationFn: (address: Address) => client.request('setDefaultAddress', { params: { id: address.id } }),
    onSuccess: async (saved) => {
      await refresh();
      setNotice(t('account.addresses.defaultSet', { name: nameOf(saved) }));
    },
  });
  const remove = useMutation({
    mutationFn: (address: Address) => client.request('deleteAddress', { params: { id: address.id } }),
    onSuccess: async (_, address) => {
      await refresh();
      setDeleting(null);
      setNotice(t('account.addresses.deleted', { name: nameOf(address) }));
    },
  });

  const items = addresses.data?.items;
  const isEmpty = items?.length === 0;
  const onSaved = async (saved: Address) => {
    await refresh();
    setEditing(null);
    setNotice(
      t(saved.location ? 'account.addresses.saved' : 'account.addresses.savedWithoutLocation', {
        name: nameOf(saved),
      }),
    );
  };
  const editor = (address?: Address) => (
    <AddressEditor
      key={address?.id ?? 'new'}
      {...(address ? { address } : {})}
      isFirst={isEmpty}
      onSaved={(saved) => void onSaved(saved)}
      onCancel={() => setEditing(null)}
    />
  );

  if (queryFailed(addresses)) {
    return <QueryError onRetry={() => void addresses.refetch()} isRetrying={addresses.isFetching} />;
  }
  if (items === undefined) {
    return (
      <div aria-busy="true" className="shop-addresses__loading">
        <p role="status">{t('account.addresses.loading')}</p>
        <Skeleton shape="rect" blockSize="10rem" />
        <Skeleton shape="rect" blockSize="10rem" />
      </div>
    );
  }

  return (
    <div className="shop-addresses__book">
      <p role="status" className="shop-addresses__notice">
        {notice}
      </p>
      {isEmpty && editing === null ? (
        <EmptyState
          title={t('account.addresses.empty.title')}
          description={t('account.addresses.empty.description')}
          action={
            <Button variant="primary" onPress={() => setEditing({ mode: 'new' })}>
              {t('account.addresses.add')}
            </Button>
          }
        />
      ) : null}
      {!isEmpty && editing?.mode !== 'new' ? (
        <div className="shop-addresses__add">
          <Button variant="primary" onPress={() => setEditing({ mode: 'new' })}>
            {t('account.addresses.add')}
          </Button>
        </div>
      ) : null}
      {editing?.mode === 'new' ? editor() : null}
      {isEmpty ? null : (
        <section className="shop-addresses__saved" aria-labelledby={listId}>
          <h2 id={listId} className="shop-addresses__list-heading">
            {t('account.addresses.list')}
          </h2>
          <ul className="shop-addresses__list" aria-labelledby={listId}>
            {items.map((address) => (
              <li key={address.id} className="shop-addresses__item">
                {editing?.mode === 'edit' && editing.id === address.id ? (
                  editor(address)
                ) : (
                  <>
                    <AddressCard
                      address={address}
                      isDefault={address.isDefault}
                      onMakeDefault={() => {
                        if (!makeDefault.isPending) makeDefault.mutate(address);
                      }}
                      onEdit={() => setEditing({ mode: 'edit', id: address.id })}
                      onDelete={() => {
                        remove.reset();
                        setDeleting(address);
                      }}
                    />
                    <LocationNote address={address} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        title={t('account.addresses.delete.title')}
        confirmLabel={t('account.addresses.delete.confirm')}
        tone="danger"
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting && !remove.isPending) remove.mutate(deleting);
        }}
        isPending={remove.isPending}
        error={remove.isError ? (apiErrors(t, remove.error)['form'] ?? null) : null}
      >
        {deleting ? <p>{t('account.addresses.delete.body', { name: nameOf(deleting), city: deleting.city })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
