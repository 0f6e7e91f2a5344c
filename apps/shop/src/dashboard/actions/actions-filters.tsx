import { Button } from '@juicyin/ui/button';
import { NativeSelect } from '@juicyin/ui/native-select';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { actionName } from './action-cells.tsx';
import { ACTION_KINDS, type ActionKind, type ActionsView } from './staff-actions-query.ts';

/**
 * The record's filters: the order's number, the kind of action and the staff member's e-mail,
 * applied together (Enter or Filter) from the first page; Clear filters shows every action.
 */
export function ActionsFilters({
  view,
  onApply,
}: {
  readonly view: ActionsView;
  readonly onApply: (next: ActionsView) => void;
}) {
  const t = useMessages();
  const [order, setOrder] = useState(view.order);
  const [action, setAction] = useState<ActionKind | ''>(view.action);
  const [staff, setStaff] = useState(view.staff);
  return (
    <form
      className="staff-actions__filters"
      aria-label={t('dashboard.actions.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ order: order.trim(), action, staff: staff.trim().toLowerCase(), page: 1 });
      }}
    >
      <TextField
        label={t('dashboard.actions.subject')}
        description={t('dashboard.actions.subjectHint')}
        value={order}
        onChange={setOrder}
        inputProps={{ autoComplete: 'off', dir: 'ltr' }}
      />
      <NativeSelect<ActionKind | 'all'>
        label={t('dashboard.actions.kind')}
        value={action || 'all'}
        onChange={(value) => setAction(value === 'all' ? '' : value)}
        options={[
          { id: 'all', label: t('dashboard.actions.kind.all') },
          ...ACTION_KINDS.map((kind) => ({ id: kind, label: actionName(t, kind) })),
        ]}
      />
      <TextField
        label={t('dashboard.actions.staff')}
        value={staff}
        onChange={setStaff}
        inputProps={{ type: 'email', autoComplete: 'off', dir: 'ltr' }}
      />
      <div className="staff-actions__filter-buttons">
        <Button type="submit">{t('dashboard.actions.apply')}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            setOrder('');
            setAction('');
            setStaff('');
            onApply({ order: '', action: '', staff: '', page: 1 });
          }}
        >
          {t('dashboard.actions.clear')}
        </Button>
      </div>
    </form>
  );
}
