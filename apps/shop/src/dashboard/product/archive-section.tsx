import { Badge } from '@juicyin/ui/badge';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useArchive } from './product-queries.ts';
import type { SectionProps } from './section-props.ts';

/**
 * In the shop or archived: archiving (after asking) takes the product out of the shop while orders,
 * invoices and this list keep it; putting it back is one press. Products are never deleted.
 */
export function ArchiveSection({ product, onSaved }: SectionProps) {
  const t = useMessages();
  const headingId = useId();
  const archive = useArchive(product.slug);
  const [asking, setAsking] = useState(false);
  const archived = product.archivedAt !== null;
  const failed = archive.isError ? t('dashboard.product.failed') : null;
  return (
    <section className="staff-product__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.productForm.availability')}</h2>
      <p className="staff-product__availability">
        <Badge tone={archived ? 'neutral' : 'leaf'}>
          {t(archived ? 'dashboard.productForm.archived' : 'dashboard.productForm.inShop')}
        </Badge>{' '}
        {t(archived ? 'dashboard.productForm.archivedHint' : 'dashboard.productForm.inShopHint')}
      </p>
      {archived ? (
        <>
          <Button
            variant="secondary"
            isPending={archive.isPending}
            onPress={() => archive.mutate(false, { onSuccess: onSaved })}
          >
            {t('dashboard.productForm.unarchive')}
          </Button>
          {failed ? (
            <p role="alert" className="staff-product__error">
              {failed}
            </p>
          ) : null}
        </>
      ) : (
        <Button
          variant="secondary"
          onPress={() => {
            archive.reset();
            setAsking(true);
          }}
        >
          {t('dashboard.productForm.archive')}
        </Button>
      )}
      <ConfirmDialog
        title={t('dashboard.productForm.archiveTitle', { name: product.name.en })}
        confirmLabel={t('dashboard.productForm.archive')}
        isOpen={asking}
        onOpenChange={setAsking}
        isPending={archive.isPending}
        error={failed}
        onConfirm={() =>
          archive.mutate(true, {
            onSuccess: (saved) => {
              setAsking(false);
              onSaved(saved);
            },
          })
        }
      >
        <p>{t('dashboard.productForm.archiveBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
