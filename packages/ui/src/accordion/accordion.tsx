import { cva, type VariantProps } from 'class-variance-authority';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import './accordion.css';

export const accordionStyles = cva('jui-accordion', {
  variants: { variant: { bordered: 'jui-accordion--bordered', plain: 'jui-accordion--plain' } },
  defaultVariants: { variant: 'bordered' },
});

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
  readonly isDisabled?: boolean | undefined;
}

interface AccordionBaseProps extends VariantProps<typeof accordionStyles> {
  readonly items: readonly AccordionItem[];
  /** The heading level of each item's trigger (a heading wraps each button). */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  readonly className?: string | undefined;
}

export type AccordionProps = AccordionBaseProps &
  (
    | {
        readonly type?: 'single' | undefined;
        readonly value?: string | undefined;
        readonly defaultValue?: string | undefined;
        readonly onValueChange?: ((value: string) => void) | undefined;
      }
    | {
        readonly type: 'multiple';
        readonly value?: string[] | undefined;
        readonly defaultValue?: string[] | undefined;
        readonly onValueChange?: ((value: string[]) => void) | undefined;
      }
  );

const toKeys = (value: string | string[] | undefined): Set<Key> | undefined =>
  value === undefined ? undefined : new Set(Array.isArray(value) ? value : value === '' ? [] : [value]);

/** Up/Down move between the section titles, Home/End to the first and last (WAI-ARIA accordion). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const triggers = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('.jui-accordion__trigger:not([disabled])'),
  );
  const index = triggers.findIndex((trigger) => trigger === document.activeElement);
  if (index === -1) return;
  const last = triggers.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (index + 1) % triggers.length
          : (index - 1 + triggers.length) % triggers.length;
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * Collapsible sections on react-aria's DisclosureGroup (the same primitive as the kit's menus):
 * each title is a button inside a heading; Up/Down/Home/End move between the titles.
 */
export function Accordion({ items, headingLevel = 3, variant, className, ...props }: AccordionProps) {
  const multiple = props.type === 'multiple';
  const expandedKeys = toKeys(props.value);
  const onExpandedChange = (keys: Set<Key>) => {
    const ids = [...keys].map(String);
    if (props.type === 'multiple') props.onValueChange?.(ids);
    else props.onValueChange?.(ids[0] ?? '');
  };
  return (
    // The key handler only moves focus between the buttons inside; the group itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={moveFocus}>
      <DisclosureGroup
        data-slot="accordion"
        data-variant={variant ?? 'bordered'}
        className={accordionStyles({ variant, className })}
        allowsMultipleExpanded={multiple}
        {...(expandedKeys ? { expandedKeys } : {})}
        defaultExpandedKeys={toKeys(props.defaultValue) ?? new Set<Key>()}
        onExpandedChange={onExpandedChange}
      >
        {items.map((item) => (
          <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled ?? false} className="jui-accordion__item">
            <Heading level={headingLevel} className="jui-accordion__header">
              <Button slot="trigger" className="jui-accordion__trigger">
                <span>{item.title}</span>
                <ChevronDownIcon className="jui-accordion__chevron" />
              </Button>
            </Heading>
            <DisclosurePanel className="jui-accordion__content">
              <div className="jui-accordion__body">{item.content}</div>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
