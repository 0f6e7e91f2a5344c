import { cva } from 'class-variance-authority';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
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
 * Where the page sits (react-aria's Breadcrumbs: the last item is the current page,
 * `aria-current="page"`); separators point the reading direction.
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
      <AriaBreadcrumbs className="jui-breadcrumbs__list" items={items}>
        {(item) => (
          <Breadcrumb id={item.id} className="jui-breadcrumbs__item">
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className="jui-breadcrumbs__link">
                  {item.label}
                </Link>
                {isCurrent ? null : <ChevronEndIcon className="jui-breadcrumbs__separator" />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
