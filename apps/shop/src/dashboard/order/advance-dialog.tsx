import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { NativeSelect } from '@juicyin/ui/native-select';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { apiFieldError, hasFieldErrors, isConflict } from './api-errors.ts';
import {
  type AdvanceStatus,
  presetLabel,
  presetsFor,
  type StatusTextChoice,
  statusTextBody,
} from './status-presets.ts';
import { useAdvanceOrder } from './staff-order-queries.ts';

export interface AdvanceDialogProps {
  readonly number: string;
  readonly status: AdvanceStatus;
  /** The points the shopper is credited on Delivered (said in the confirmation). */
  readonly pointsEarned: number;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The order moved: what to announce. */
  readonly onDone: (announcement: string) => void;
  /** The API said the order is no longer where the page showed it (409): the page shows it anew. */
  readonly onConflict: () => void;
}

/**
 * Moving an order one step: where it is now (required) and the status text the shopper reads (the
 * status's standard text, a preset (shown in the page's language, sent as its key, so the shopper
 * reads it in theirs), or one's own words, shown to every shopper as written). Delivered is a
 * confirmation too: it credits the shopper's points. A refused field is shown on the field; what
 * was typed stays until the move is made.
 */
export function AdvanceDialog({
  number,
  status,
  pointsEarned,
  isOpen,
  onOpenChange,
  onDone,
  onConflict,
}: AdvanceDialogProps) {
  const t = useMessages();
  const language = useLanguage();
  const [location, setLocation] = useState('');
  const [choice, setChoice] = useState<StatusTextChoice>('default');
  const [ownText, setOwnText] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<'location' | 'text'>>(new Set());
  const statusName = t(`dashboard.order.status.${status}`);
  const advance = useAdvanceOrder(number, {
    onSuccess: () => {
      setLocation('');
      setChoice('default');
      setOwnText('');
      onOpenChange(false);
      onDone(t('dashboard.order.advance.done', { number, status: statusName }));
    },
    onError: (error) => {
      if (isConflict(error)) {
        onOpenChange(false);
        onConflict();
      }
    },
  });
  const delivering = status === 'delivered';
  const conflict = isConflict(advance.error);
  const locationError = missing.has('location')
    ? t('dashboard.order.required')
    : apiFieldError(advance.error, 'location');
  const textError = missing.has('text')
    ? t('dashboard.order.required')
    : (apiFieldError(advance.error, 'text') ?? apiFieldError(advance.error, 'preset'));
  const generalError =
    advance.isError && !conflict && !hasFieldErrors(advance.error) ? t('dashboard.order.advance.failed') : null;

  function close(open: boolean) {
    if (!open) advance.reset();
    onOpenChange(open);
  }

  function submit() {
    // A preset goes as its key (the API stores it in both languages); one's own words as written.
    const text = statusTextBody(choice, ownText);
    const problems = new Set<'location' | 'text'>();
    if (location.trim() === '') problems.add('location');
    if (choice === 'custom' && !('text' in text)) problems.add('text');
    setMissing(problems);
    if (problems.size > 0) return;
    advance.mutate({ status, location: location.trim(), ...text });
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={
        delivering
          ? t('dashboard.order.deliver.title', { number })
          : t('dashboard.order.advance.title', { number, status: statusName })
      }
      confirmLabel={
        delivering ? t('dashboard.order.deliver.confirm') : t('dashboard.order.advance.confirm', { status: statusName })
      }
      isPending={advance.isPending}
      error={generalError}
      messages={{ dismiss: t('dashboard.order.advance.dismiss') }}
      onConfirm={submit}
      className="staff-order__dialog"
    >
      {delivering ? <p>{t('dashboard.order.deliver.text', { points: pointsEarned })}</p> : null}
      <form
        className="staff-order__dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('dashboard.order.advance.location')}
          description={t('dashboard.order.advance.locationHint')}
          value={location}
          isRequired
          onChange={(value) => {
            setLocation(value);
            setMissing((current) => new Set([...current].filter((field) => field !== 'location')));
          }}
          isInvalid={locationError !== undefined}
          errorMessage={locationError}
          inputProps={{ autoComplete: 'off' }}
        />
        <NativeSelect<StatusTextChoice>
          label={t('dashboard.order.advance.preset')}
          value={choice}
          onChange={setChoice}
          options={[
            { id: 'default', label: t('dashboard.order.advance.preset.default') },
            ...presetsFor(status).map((preset) => ({ id: preset, label: presetLabel(preset, language) })),
            { id: 'custom', label: t('dashboard.order.advance.preset.custom') },
          ]}
        />
        {choice === 'custom' ? (
          <TextField
            label={t('dashboard.order.advance.text')}
            value={ownText}
            isRequired
            onChange={(value) => {
              setOwnText(value);
              setMissing((current) => new Set([...current].filter((field) => field !== 'text')));
            }}
            isInvalid={textError !== undefined}
            errorMessage={textError}
            inputProps={{ autoComplete: 'off' }}
          />
        ) : textError ? (
          <p role="alert" className="staff-order__error">
            {textError}
          </p>
        ) : null}
        {/* Enter in a field moves the order, as the dialog's confirming button does. */}
        <button type="submit" hidden />
      </form>
    </ConfirmDialog>
  );
}
