import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { OrderButtons } from '../faq/faq-fields.tsx';
import { type DraftSection, movingSection, withoutSection } from './page-draft.ts';
import { PageBoth, type PageEditing } from './page-fields.tsx';

/** After a move, the focus stays on the button pressed, or on the other one when that one cannot move further. */
const moveFocus = (id: string, by: -1 | 1) => {
  const [pressed, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
  return [`[data-focus="${id}-${pressed}"]`, `[data-focus="${id}-${other}"]`];
};

/** A section of the page: its heading and paragraphs in both languages, moved earlier or later, or removed. */
export function PageSection({
  index,
  section,
  count,
  editing,
}: {
  readonly index: number;
  readonly section: DraftSection;
  readonly count: number;
  readonly editing: PageEditing;
}) {
  const t = useMessages();
  const language = useLanguage();
  const name = section.heading[language].trim() || t('dashboard.pages.newSection');
  const headingId = `staff-pages-${section.id}`;
  return (
    <section className="staff-faq__group" id={section.id} aria-labelledby={headingId}>
      <div className="staff-faq__group-head">
        <h2 id={headingId}>
          {t('dashboard.pages.sectionNumber', { number: index + 1 })}: {name}
        </h2>
        <OrderButtons
          id={section.id}
          index={index}
          count={count}
          labels={{
            up: t('dashboard.faq.moveUpNamed', { name }),
            down: t('dashboard.faq.moveDownNamed', { name }),
            remove: t('dashboard.faq.removeNamed', { name }),
          }}
          onMove={(by) =>
            editing.reshape(
              (draft) => movingSection(draft, index, by),
              () => moveFocus(section.id, by),
            )
          }
          onRemove={() =>
            editing.reshape(
              (draft) => withoutSection(draft, index),
              () => ['[data-focus="add-section"]'],
            )
          }
        />
      </div>
      <PageBoth
        place={{ section: index, field: 'heading' }}
        label={t('dashboard.pages.sectionHeading')}
        editing={editing}
      />
      <PageBoth
        place={{ section: index, field: 'paragraphs' }}
        label={t('dashboard.pages.paragraphs')}
        editing={editing}
      />
    </section>
  );
}
