import { cva } from 'class-variance-authority';
import { Link } from 'react-aria-components';
import { ChevronEndIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './breadcrumbs.css';

export interface BreadcrumbsMessages {
  readonly navigation: string;
}

export const breadcrumbsMessages: MessageTable<BreadcrumbsMessages, 'breadcrumbs'> = {
  name: 'breadcrumbs',
  en: { navigation: 'Breadcrumbs' },
  ar: { navigation: 'مسار التنقل' },
};

export const breadcrumbsStyles = cva('jui-breadcrumbs');

export interface BreadcrumbItem {
  readonly id: string;
  readonly label: string;
  /** The page's address; the last item is the current page and needs none. */
  readonly href?: string | undefined;
}

export interface BreadcrumbsProps {
  readonly items: readonly BreadcrumbItem[];
  readonly messages?: Partial<BreadcrumbsMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * Where the page sits: a list of links to the pages above it, the last item the current page
 * (`aria-current="page"`, not a link); separators point the reading direction. The list is plain
 * markup: react-aria's Breadcrumbs is a collection, which renders the whole trail a second time,
 * synchronously, right after a server-rendered page is hydrated.
 */
export function Breadcrumbs({ items, messages, className }: BreadcrumbsProps) {
  const strings = useMessages(breadcrumbsMessages, messages);
  return (
    <nav
      aria-label={strings.navigation}
      data-slot="breadcrumbs"
      data-variant="default"
      className={breadcrumbsStyles({ className })}
    >
      <ol className="jui-breadcrumbs__list">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.id} className="jui-breadcrumbs__item">
              <span className="jui-breadcrumbs__link" aria-current="page" data-current="true">
                {item.label}
              </span>
            </li>
          ) : (
            <li key={item.id} className="jui-breadcrumbs__item">
              <Link href={item.href} className="jui-breadcrumbs__link">
                {item.label}
              </Link>
              <ChevronEndIcon className="jui-breadcrumbs__separator" />
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
