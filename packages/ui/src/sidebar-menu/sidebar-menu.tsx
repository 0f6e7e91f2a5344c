import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useId, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import './sidebar-menu.css';

export interface SidebarMenuLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** Static pages the shop opens in a new tab (e.g. a season's page). */
  readonly target?: '_blank';
}

export interface SidebarMenuGroup {
  readonly id: string;
  readonly label: string;
  /** A group without items is a plain link (e.g. HOME). */
  readonly href?: string;
  readonly items?: readonly SidebarMenuLink[];
}

export const sidebarMenuStyles = cva('jui-sidebar-menu', {
  variants: { tone: { light: 'jui-sidebar-menu--light', brand: 'jui-sidebar-menu--brand' } },
  defaultVariants: { tone: 'light' },
});

export interface SidebarMenuProps extends VariantProps<typeof sidebarMenuStyles> {
  /** The navigation's accessible name, e.g. "Shop menu". */
  readonly label: string;
  readonly groups: readonly SidebarMenuGroup[];
  /** The current page's href: its link gets `aria-current="page"`. */
  readonly currentHref?: string;
  /** Groups open at first (uncontrolled). */
  readonly defaultExpanded?: readonly string[];
  /** Open groups (controlled). */
  readonly expanded?: readonly string[];
  readonly onExpandedChange?: (expanded: string[]) => void;
  readonly className?: string;
}

/**
 * The shop's side menu: links and collapsible groups (HOME, SPECIAL OF TODAY, PRODUCTS, SEASON).
 * Each group is a disclosure: its button carries `aria-expanded`/`aria-controls` and opens with
 * Enter or Space; groups open independently of one another.
 */
export function SidebarMenu({
  label,
  groups,
  currentHref,
  defaultExpanded = [],
  expanded,
  onExpandedChange,
  tone,
  className,
}: SidebarMenuProps) {
  const setGroup = (id: string, open: boolean) => {
    const current = expanded ?? [];
    onExpandedChange?.(open ? [...current.filter((key) => key !== id), id] : current.filter((key) => key !== id));
  };
  const link = (item: SidebarMenuLink | SidebarMenuGroup, className: string) => (
    <Link
      href={item.href ?? '#'}
      className={className}
      {...('target' in item && item.target ? { target: item.target, rel: 'noopener' } : {})}
      aria-current={item.href !== undefined && item.href === currentHref ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
  return (
    <nav
      aria-label={label}
      data-slot="sidebar-menu"
      data-variant={tone ?? 'light'}
      className={sidebarMenuStyles({ tone, className })}
    >
      <ul className="jui-sidebar-menu__list">
        {groups.map((group) =>
          group.items && group.items.length > 0 ? (
            <li key={group.id}>
              <SidebarMenuDisclosure
                group={group}
                isExpanded={expanded?.includes(group.id)}
                defaultExpanded={defaultExpanded.includes(group.id)}
                onExpandedChange={(open) => {
                  setGroup(group.id, open);
                }}
              >
                <ul className="jui-sidebar-menu__sublist">
                  {group.items.map((item) => (
                    <li key={item.id}>{link(item, 'jui-sidebar-menu__sublink')}</li>
                  ))}
                </ul>
              </SidebarMenuDisclosure>
            </li>
          ) : (
            <li key={group.id}>{link(group, 'jui-sidebar-menu__link')}</li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface SidebarMenuDisclosureProps {
  readonly group: SidebarMenuGroup;
  /** Open (controlled), or undefined for a group that keeps its own state. */
  readonly isExpanded: boolean | undefined;
  readonly defaultExpanded: boolean;
  readonly onExpandedChange: (open: boolean) => void;
  readonly children: ReactNode;
}

/** A group's button and its panel of links (hidden while the group is closed). */
function SidebarMenuDisclosure({
  group,
  isExpanded,
  defaultExpanded,
  onExpandedChange,
  children,
}: SidebarMenuDisclosureProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const open = isExpanded ?? ownExpanded;
  const triggerId = useId();
  const panelId = useId();
  return (
    <div className="jui-sidebar-menu__group" data-expanded={open || undefined}>
      <Button
        id={triggerId}
        className="jui-sidebar-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => {
          if (isExpanded === undefined) setOwnExpanded(!open);
          onExpandedChange(!open);
        }}
      >
        <span>{group.label}</span>
        <ChevronDownIcon size="sm" className="jui-sidebar-menu__chevron" />
      </Button>
      <div id={panelId} role="group" aria-labelledby={triggerId} className="jui-sidebar-menu__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
