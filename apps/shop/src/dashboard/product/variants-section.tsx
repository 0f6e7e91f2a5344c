import { useId, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { SectionProps } from './section-props.ts';
import { VariantAdd } from './variant-add.tsx';
import { VariantEditor } from './variant-editor.tsx';
import { VariantRemoval } from './variant-remove.tsx';

/** The variants: their price, old price and stock (one save), removing one no order names, adding one. */
export function VariantsSection(props: SectionProps) {
  const t = useMessages();
  const headingId = useId();
  const { product, reloads } = props;
  // Its own save, a new or removed variant, or a reload starts the editor from the product as it is now.
  const [saves, setSaves] = useState(0);
  const skus = product.variants.map((variant) => variant.sku).join(',');
  const editorKey = `${String(reloads)}|${String(saves)}|${skus}`;
  return (
    <section className="staff-product__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.product.variants')}</h2>
      <VariantEditor
        key={editorKey}
        product={product}
        onSaved={(saved) => {
          setSaves((count) => count + 1);
          props.onSaved(saved);
        }}
        onConflict={props.onConflict}
      />
      <VariantRemoval {...props} />
      <VariantAdd key={reloads} {...props} />
    </section>
  );
}
