import type { StaffOrderDetail } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { apiFieldError, hasFieldErrors } from './api-errors.ts';
import { useStaffTime } from './order-status.tsx';
import { useAddStaffNote } from './staff-order-queries.ts';

/**
 * The order's internal notes, oldest first, and a form to add one: an empty note is refused on the
 * field before asking; the API's own refusal (too long…) is shown on the field too; what was written
 * stays in the field until the note is saved.
 */
export function OrderNotes({
  order,
  onAnnounce,
}: {
  readonly order: StaffOrderDetail;
  readonly onAnnounce: (text: string) => void;
}) {
  const t = useMessages();
  const time = useStaffTime();
  const add = useAddStaffNote(order.number);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const fieldError = empty ? t('dashboard.order.notes.required') : apiFieldError(add.error, 'text');
  return (
    <section className="staff-order__card staff-order__notes" aria-labelledby="staff-order-notes">
      <h2 id="staff-order-notes">{t('dashboard.order.notes')}</h2>
      <p className="staff-order__hint">{t('dashboard.order.notes.hint')}</p>
      {order.notes.length > 0 ? (
        <ol className="staff-order__note-list">
          {order.notes.map((note) => (
            <li key={note.id} className="staff-order__note">
              <p className="staff-order__note-text" dir="auto">
                {note.text}
              </p>
              <p className="staff-order__event-meta">
                <time dateTime={note.at}>{time(note.at)}</time>
                <span dir="ltr">{note.staff.email}</span>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('dashboard.order.notes.none')}</p>
      )}
      <form
        className="staff-order__note-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === '') {
            setEmpty(true);
            return;
          }
          add.mutate(text, {
            onSuccess: () => {
              setText('');
              onAnnounce(t('dashboard.order.notes.added', { number: order.number }));
            },
          });
        }}
      >
        <TextField
          label={t('dashboard.order.notes.field')}
          value={text}
          multiline
          rows={3}
          onChange={(value) => {
            setText(value);
            setEmpty(false);
            if (add.isError) add.reset();
          }}
          isInvalid={fieldError !== undefined}
          errorMessage={fieldError}
        />
        {add.isError && !hasFieldErrors(add.error) ? (
          <p role="alert" className="staff-order__error">
            {t('dashboard.order.notes.failed')}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" isPending={add.isPending}>
          {t('dashboard.order.notes.add')}
        </Button>
      </form>
    </section>
  );
}
