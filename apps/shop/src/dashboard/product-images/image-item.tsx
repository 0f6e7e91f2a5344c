import type { StaffProductImage } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { useRemoveImage, useSaveAlt } from './image-queries.ts';

export interface ImageItemProps {
  readonly slug: string;
  readonly image: StaffProductImage;
  /** 1 for the first picture the shop shows of its material. */
  readonly position: number;
  /** Says what happened in the section's status line. */
  readonly onDone: (what: 'altSaved' | 'removed') => void;
  /** Moves the picture one place earlier or later (each absent at that end of the list), pending while saved. */
  readonly onMove: { readonly earlier?: () => void; readonly later?: () => void; readonly isPending: boolean };
}

const altOk = (text: string) => text.trim().length >= 1 && text.trim().length <= 200;

/**
 * One uploaded picture: its thumbnail (with its alt text in the page's language), its alt text in
 * English and Arabic to change, and Remove, asked again in a dialog before anything is removed.
 */
export function ImageItem({ slug, image, position, onDone, onMove }: ImageItemProps) {
  const t = useMessages();
  const language = useLanguage();
  const saveAlt = useSaveAlt(slug, image.id);
  const remove = useRemoveImage(slug, image.id);
  const [en, setEn] = useState(image.alt.en);
  const [ar, setAr] = useState(image.alt.ar);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const materialName = t(`dashboard.images.material.${image.material}`);
  const changed = en.trim() !== image.alt.en || ar.trim() !== image.alt.ar;
  return (
    <li className="staff-images__item">
      <img
        className="staff-images__thumb"
        src={image.cardSrc}
        alt={image.alt[language]}
        width={160}
        height={160}
        loading="lazy"
      />
      <form
        className="staff-images__alt"
        aria-label={t('dashboard.images.picture', { position, material: materialName })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (!altOk(en) || !altOk(ar)) return;
          saveAlt.mutate({ en: en.trim(), ar: ar.trim() }, { onSuccess: () => onDone('altSaved') });
        }}
      >
        <p className="staff-images__position">{t('dashboard.images.picture', { position, material: materialName })}</p>
        <TextField
          label={t('dashboard.images.altEn')}
          value={en}
          onChange={setEn}
          validationBehavior="aria"
          isInvalid={checked && !altOk(en)}
          errorMessage={checked && !altOk(en) ? t('dashboard.images.problem.altEn') : undefined}
          inputProps={{ dir: 'ltr', lang: 'en' }}
        />
        <TextField
          label={t('dashboard.images.altAr')}
          value={ar}
          onChange={setAr}
          validationBehavior="aria"
          isInvalid={checked && !altOk(ar)}
          errorMessage={checked && !altOk(ar) ? t('dashboard.images.problem.altAr') : undefined}
          inputProps={{ dir: 'rtl', lang: 'ar' }}
        />
        {saveAlt.isError ? (
          <p role="alert" className="staff-images__error">
            {t('dashboard.images.altFailed')}
          </p>
        ) : null}
        <div className="staff-images__actions">
          <Button type="submit" variant="secondary" size="sm" isDisabled={!changed} isPending={saveAlt.isPending}>
            {t('dashboard.images.saveAlt')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={!onMove.earlier || onMove.isPending}
            onPress={() => onMove.earlier?.()}
          >
            {t('dashboard.images.earlier', { position })}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={!onMove.later || onMove.isPending}
            onPress={() => onMove.later?.()}
          >
            {t('dashboard.images.later', { position })}
          </Button>
          <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
            {t('dashboard.images.remove', { position })}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open) remove.reset();
          setConfirming(open);
        }}
        title={t('dashboard.images.removeTitle', { position, material: materialName })}
        confirmLabel={t('dashboard.images.removeConfirm')}
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? t('dashboard.images.removeFailed') : null}
        messages={{ dismiss: t('dashboard.images.removeDismiss') }}
        onConfirm={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onDone('removed');
            },
          });
        }}
      >
        <p>{t('dashboard.images.removeBody')}</p>
      </ConfirmDialog>
    </li>
  );
}
