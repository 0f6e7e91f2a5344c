import { Accordion } from '@juicyin/ui/accordion';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/messages-provider.tsx';
import { useLocation, useNavigate } from '../../router/hooks.ts';
import type { FaqGroupView } from './faq-ids.ts';

/**
 * The FAQ's groups, each a list of questions that open their answers (the kit's Accordion). The
 * open question is the address's hash: `/FAQ#<id>` opens that question and scrolls to it, and
 * opening another replaces the hash (no history entry per question).
 */
export function FaqGroups({ groups }: { readonly groups: readonly FaqGroupView[] }) {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const open = decodeURIComponent(location.hash.slice(1));
  // The hash this page wrote itself: the question is where the shopper pressed, no scroll needed.
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (!open || written.current === open) return;
    document.getElementById(open)?.scrollIntoView({ block: 'start' });
  }, [open]);

  const choose = (id: string) => {
    written.current = id;
    void navigate(id ? `${location.pathname}${location.search}#${id}` : `${location.pathname}${location.search}`, {
      replace: true,
    });
  };

  return groups.map((group) => {
    const inGroup = group.questions.some((question) => question.id === open);
    return (
      <section key={group.key} aria-labelledby={`faq-group-${group.key}`} className="shop-faq__group">
        <h2 id={`faq-group-${group.key}`}>{group.title[language]}</h2>
        <Accordion
          headingLevel={3}
          value={inGroup ? open : ''}
          onValueChange={(value) => {
            if (value) choose(value);
            else if (inGroup) choose('');
          }}
          items={group.questions.map((question) => ({
            id: question.id,
            title: (
              <span id={question.id} className="shop-faq__question">
                {question.question[language]}
              </span>
            ),
            content: <p className="shop-faq__answer">{question.answer[language]}</p>,
          }))}
        />
      </section>
    );
  });
}
