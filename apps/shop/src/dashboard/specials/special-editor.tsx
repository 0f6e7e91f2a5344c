import type { StaffSpecial, StaffSpecialProduct } from '@juicyin/contract';
import { isoWeekMonday } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { fieldStyles } from '@juicyin/ui/field';
import { CloseIcon } from '@juicyin/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useApiClient } from '../../api-client.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { dayName as periodDay, weekRange } from './special-names.ts';
import { productChoicesQuery } from './specials-queries.ts';

export interface SpecialEditorProps {
  readonly special: StaffSpecial;
  readonly isSaving: boolean;
  /** Sets the products (at least one), or clears the special (`null`). */
  readonly onChange: (productSlugs: readonly string[] | null) => void;
}

/** The product picker: a search over the staff catalogue (either language, slug or SKU) that adds the one chosen. */
function ProductPicker({
  chosen,
  onAdd,
}: {
  readonly chosen: readonly StaffSpecialProduct[];
  readonly onAdd: (product: StaffSpecialProduct) => void;
}) {
  const t = useMessages();
  const language = useLanguage();
  const [text, setText] = useState('');
  // Each product added opens a fresh picker (empty, closed), the keyboard still in it.
  const [added, setAdded] = useState(0);
  const search = useQuery(productChoicesQuery(useApiClient(), text.trim()));
  const choices = search.data?.items ?? [];
  const items = choices.filter((product) => !chosen.some((candidate) => candidate.slug === product.slug));
  return (
    <ComboBox
      key={added}
      // Open on typing even before the search has answered: the products then fill the open list. A
      // picker that waited for a non-empty list stayed closed when they came after the typing.
      allowsEmptyCollection
      // What staff typed is a search, not a choice: it stays when the list closes without one (Escape,
      // leaving the field, or react-aria closing the list on any scroll of the page, such as the one
      // that brings a focused field into view on a phone). Without this, closing put the input back
      // to the chosen product's name, which is always none here, and wiped the search.
      allowsCustomValue
      // The kit's field look, through its module so its stylesheet comes with it (a Storybook story
      // or a page that loads nothing else of the kit's fields had an unstyled picker).
      className={`${fieldStyles()} staff-specials__picker`}
      inputValue={text}
      onInputChange={setText}
      onChange={(key) => {
        const product = items.find((candidate) => candidate.slug === key);
        if (!product) return;
        onAdd({ slug: product.slug, name: product.name });
        setText('');
        setAdded(added + 1);
      }}
      items={items}
    >
      <Label className="jui-field__label">{t('dashboard.specials.add')}</Label>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- back in the picker after adding a product */}
      <Input className="jui-field__control jui-field__input" autoFocus={added > 0} />
      <Text slot="description" className="jui-field__description">
        {t('dashboard.specials.addHint')}
      </Text>
      <Popover className="staff-specials__picker-popover" placement="bottom start">
        <ListBox
          className="staff-specials__picker-list"
          renderEmptyState={() => (
            <p className="staff-specials__picker-empty">
              {t(search.isFetching ? 'dashboard.specials.searching' : 'dashboard.specials.noMatch')}
            </p>
          )}
        >
          {(product: (typeof items)[number]) => (
            <ListBoxItem id={product.slug} textValue={product.name[language]} className="staff-specials__picker-item">
              {product.name[language]}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * A day's or week's special: its products, each removable, a picker to add more, Save and Clear;
 * read-only once the day or week is over. Opened afresh for each period (and after each save).
 */
export function SpecialEditor({ special, isSaving, onChange }: SpecialEditorProps) {
  const t = useMessages();
  const language = useLanguage();
  const [draft, setDraft] = useState<readonly StaffSpecialProduct[]>(special.products);
  const [asked, setAsked] = useState(false);
  const heading =
    special.kind === 'day'
      ? t('dashboard.specials.dayHeading', { day: periodDay(language, special.period) })
      : t('dashboard.specials.weekHeading', {
          number: Number(special.period.slice(6)),
          range: weekRange(language, isoWeekMonday(special.period) ?? ''),
        });
  return (
    <section className="staff-specials__editor" aria-labelledby="staff-specials-editor">
      <h2 id="staff-specials-editor">{heading}</h2>
      {!special.editable ? <p>{t('dashboard.specials.past')}</p> : null}
      <h3>{t('dashboard.specials.products')}</h3>
      {draft.length === 0 ? (
        <p>{t('dashboard.specials.none')}</p>
      ) : (
        <ul className="staff-specials__chosen">
          {draft.map((product) => (
            <li key={product.slug}>
              <span>{product.name[language]}</span>
              {special.editable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('dashboard.specials.remove', { name: product.name[language] })}
                  onPress={() => setDraft(draft.filter((candidate) => candidate.slug !== product.slug))}
                >
                  <CloseIcon />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {special.editable ? (
        <>
          <ProductPicker chosen={draft} onAdd={(product) => setDraft([...draft, product])} />
          {asked && draft.length === 0 ? (
            <p role="alert" className="staff-specials__problem">
              {t('dashboard.specials.nothingChosen')}
            </p>
          ) : null}
          <div className="staff-specials__actions">
            <Button
              isPending={isSaving}
              onPress={() => {
                setAsked(true);
                if (draft.length > 0) onChange(draft.map((product) => product.slug));
              }}
            >
              {t('dashboard.specials.save')}
            </Button>
            {special.products.length > 0 ? (
              <Button variant="secondary" isDisabled={isSaving} onPress={() => onChange(null)}>
                {t('dashboard.specials.clear')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
