import type { InfoPage, InfoPageSection } from '@juicyin/contract';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import type { Language } from '../../i18n/messages.ts';
import { PageHead } from '../../shell/page-head.tsx';
import { HowToOrderPicture } from './how-to-order-picture.tsx';
import { formatUpdated } from './info-date.ts';

/** A page with this many sections or more gets a table of contents. */
export const CONTENTS_FROM = 3;

function Paragraphs({ lines }: { readonly lines: readonly string[] }) {
  // Plain text: React writes it as text, never as HTML.
  return lines.map((line, index) => <p key={index}>{line}</p>);
}

function Section({
  section,
  language,
  number,
  isStep = false,
}: {
  readonly section: InfoPageSection;
  readonly language: Language;
  readonly number?: number | undefined;
  readonly isStep?: boolean;
}) {
  const t = useMessages();
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="shop-info-page__section">
      <h2 id={`${section.id}-heading`}>
        {number === undefined ? null : (
          <span className="shop-info-page__number">
            {/* The number is read out with its heading: "Step 1, Choose your juice", "2. Cookies". */}
            <VisuallyHidden>{isStep ? `${t('info.step', { number })}, ` : `${number}. `}</VisuallyHidden>
            <span aria-hidden="true">{number}</span>
          </span>
        )}
        {section.heading[language]}
      </h2>
      <Paragraphs lines={section.paragraphs[language]} />
    </section>
  );
}

/**
 * An information page's text: title, last update, intro, a table of contents when it is long, and
 * its sections — numbered for a 'numbered' page, an ordered list of steps (with the process picture
 * on how-to-order) for a 'steps' page. Every word comes from the API, in the shopper's language.
 */
export function InfoArticle({ page }: { readonly page: InfoPage }) {
  const t = useMessages();
  const language = useLanguage();
  const title = page.title[language];
  const intro = page.intro[language];
  const numbered = page.layout !== 'sections';
  return (
    <article className="shop-info-page" aria-labelledby="info-page-title">
      <PageHead title={t('info.pageTitle', { title })} description={intro[0] ?? title} />
      <header className="shop-info-page__header">
        <h1 id="info-page-title">{title}</h1>
        <p className="shop-info-page__updated">
          {t('info.updated')} <time dateTime={page.updatedAt}>{formatUpdated(language, page.updatedAt)}</time>
        </p>
      </header>
      <Paragraphs lines={intro} />
      {page.slug === 'how-to-order' ? <HowToOrderPicture steps={page.sections} /> : null}
      {page.sections.length >= CONTENTS_FROM ? (
        <nav aria-labelledby="info-page-contents" className="shop-info-page__contents">
          <h2 id="info-page-contents">{t('info.contents')}</h2>
          <ol>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading[language]}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.layout === 'steps' ? (
        <ol className="shop-info-page__steps">
          {page.sections.map((section, index) => (
            <li key={section.id}>
              <Section section={section} language={language} number={index + 1} isStep />
            </li>
          ))}
        </ol>
      ) : (
        page.sections.map((section, index) => (
          <Section key={section.id} section={section} language={language} number={numbered ? index + 1 : undefined} />
        ))
      )}
    </article>
  );
}
