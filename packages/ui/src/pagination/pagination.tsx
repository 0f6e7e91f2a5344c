import { cva } from 'class-variance-authority';
import { Button } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/index.ts';
import { formatNumber, type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './pagination.css';

export interface PaginationMessages {
  readonly navigation: string;
  readonly previous: string;
  readonly next: string;
  readonly page: (page: string) => string;
}

export const paginationMessages: MessageTable<PaginationMessages, 'pagination'> = {
  name: 'pagination',
  en: { navigation: 'Pagination', previous: 'Previous page', next: 'Next page', page: (page) => `Page ${page}` },
  ar: {
    navigation: 'التنقل بين الصفحات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: (page) => `الصفحة ${page}`,
  },
};

export const paginationStyles = cva('jui-pagination');

export interface PaginationProps {
  /** The current page, from 1. */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** How many pages to show on each side of the current one before an ellipsis. */
  readonly siblings?: number | undefined;
  readonly messages?: Partial<PaginationMessages> | undefined;
  readonly className?: string | undefined;
}

/** The page numbers to show: first, last, the current one with its siblings, gaps as null. */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= siblings) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/**
 * Page navigation: a `nav` landmark of buttons; the current page is `aria-current="page"`.
 * Previous/next chevrons point the way the pages go (mirrored in Arabic).
 */
export function Pagination({ page, pageCount, onPageChange, siblings = 1, messages, className }: PaginationProps) {
  const strings = useMessages(paginationMessages, messages);
  const { locale } = useLocale();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={strings.navigation}
      data-slot="pagination"
      data-variant="default"
      className={paginationStyles({ className })}
    >
      <ul className="jui-pagination__list">
        <li>
          <Button
            className="jui-pagination__button jui-pagination__step"
            aria-label={strings.previous}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronStartIcon />
          </Button>
        </li>
        {pageWindow(page, pageCount, siblings).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="jui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                className="jui-pagination__button"
                aria-label={strings.page(formatNumber(locale, p))}
                aria-current={p === page ? 'page' : undefined}
                data-current={p === page || undefined}
                onPress={() => onPageChange(p)}
              >
                {formatNumber(locale, p)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className="jui-pagination__button jui-pagination__step"
            aria-label={strings.next}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronEndIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
