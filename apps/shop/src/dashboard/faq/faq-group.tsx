import { Button } from '@juicyin/ui/button';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import {
  type DraftEntry,
  type DraftGroup,
  type FaqDraft,
  movingEntry,
  movingGroup,
  withEntry,
  withoutEntry,
  withoutGroup,
} from './faq-draft.ts';
import { type FaqEditing, FaqBoth, OrderButtons } from './faq-fields.tsx';

/** After a move, the focus stays on the button pressed, or on the other one when that one cannot move further. */
const moveFocus = (id: string, by: -1 | 1) => {
  const [pressed, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
  return [`[data-focus="${id}-${pressed}"]`, `[data-focus="${id}-${other}"]`];
};

/** The first field of the group or question a change adds (its id is the draft's next). */
export const newItemField = (before: FaqDraft) => `#faq-${String(before.next)} input`;

/** A question of a group: its order buttons, the question and the answer in both languages. */
function FaqEntry({
  group,
  groupId,
  index,
  entry,
  count,
  editing,
}: {
  readonly group: number;
  readonly groupId: string;
  readonly index: number;
  readonly entry: DraftEntry;
  readonly count: number;
  readonly editing: FaqEditing;
}) {
  const t = useMessages();
  const language = useLanguage();
  const name = entry.question[language].trim() || t('dashboard.faq.newQuestion');
  const legend = t('dashboard.faq.questionNumber', { number: index + 1 });
  return (
    <fieldset className="staff-faq__entry" id={entry.id}>
      <legend>{legend}</legend>
      <OrderButtons
        id={entry.id}
        index={index}
        count={count}
        labels={{
          up: t('dashboard.faq.moveUpNamed', { name }),
          down: t('dashboard.faq.moveDownNamed', { name }),
          remove: t('dashboard.faq.removeNamed', { name }),
        }}
        onMove={(by) =>
          editing.reshape(
            (draft) => movingEntry(draft, group, index, by),
            () => moveFocus(entry.id, by),
          )
        }
        onRemove={() =>
          editing.reshape(
            (draft) => withoutEntry(draft, group, index),
            () => [`[data-focus="add-${groupId}"]`],
          )
        }
      />
      <FaqBoth
        text={{ group, entry: index, field: 'question' }}
        label={t('dashboard.faq.question')}
        editing={editing}
      />
      <FaqBoth
        text={{ group, entry: index, field: 'answer' }}
        label={t('dashboard.faq.answer')}
        multiline
        editing={editing}
      />
    </fieldset>
  );
}

/** A group: its title in both languages, its order buttons, its questions and Add a question. */
export function FaqGroup({
  index,
  group,
  count,
  editing,
}: {
  readonly index: number;
  readonly group: DraftGroup;
  readonly count: number;
  readonly editing: FaqEditing;
}) {
  const t = useMessages();
  const language = useLanguage();
  const name = group.title[language].trim() || t('dashboard.faq.newGroup');
  const headingId = `staff-faq-${group.id}`;
  const noQuestions = editing.problemOf(`groups.${String(index)}.entries`);
  return (
    <section className="staff-faq__group" id={group.id} aria-labelledby={headingId}>
      <div className="staff-faq__group-head">
        <h2 id={headingId}>{name}</h2>
        <OrderButtons
          id={group.id}
          index={index}
          count={count}
          labels={{
            up: t('dashboard.faq.moveUpNamed', { name }),
            down: t('dashboard.faq.moveDownNamed', { name }),
            remove: t('dashboard.faq.removeNamed', { name }),
          }}
          onMove={(by) =>
            editing.reshape(
              (draft) => movingGroup(draft, index, by),
              () => moveFocus(group.id, by),
            )
          }
          onRemove={() =>
            editing.reshape(
              (draft) => withoutGroup(draft, index),
              () => ['[data-focus="add-group"]'],
            )
          }
        />
      </div>
      <FaqBoth text={{ group: index, field: 'title' }} label={t('dashboard.faq.groupTitle')} editing={editing} />
      {group.entries.map((entry, at) => (
        <FaqEntry
          key={entry.id}
          group={index}
          groupId={group.id}
          index={at}
          entry={entry}
          count={group.entries.length}
          editing={editing}
        />
      ))}
      {noQuestions ? (
        <p className="staff-faq__field-problem" data-problem tabIndex={-1}>
          {noQuestions}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          data-focus={`add-${group.id}`}
          aria-label={t('dashboard.faq.addQuestionTo', { group: name })}
          // The focus goes to the new question's first field.
          onPress={() =>
            editing.reshape(
              (draft) => withEntry(draft, index),
              (before) => [newItemField(before)],
            )
          }
        >
          {t('dashboard.faq.addQuestion')}
        </Button>
      </div>
    </section>
  );
}
