import { cva, type VariantProps } from 'class-variance-authority';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
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

/**
 * Collapsible sections (radix's Accordion, which follows the DirectionProvider the LocaleProvider
 * mounts): each title is a button inside a heading; Up/Down/Home/End move between them.
 */
export function Accordion({ items, headingLevel = 3, variant, className, ...props }: AccordionProps) {
  const body = items.map((item) => (
    <RadixAccordion.Item
      key={item.id}
      value={item.id}
      disabled={item.isDisabled ?? false}
      className="jui-accordion__item"
    >
      <RadixAccordion.Header className="jui-accordion__header" asChild>
        <HeadingTag level={headingLevel}>
          <RadixAccordion.Trigger className="jui-accordion__trigger">
            <span>{item.title}</span>
            <ChevronDownIcon className="jui-accordion__chevron" />
          </RadixAccordion.Trigger>
        </HeadingTag>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="jui-accordion__content">
        <div className="jui-accordion__body">{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const common = {
    'data-slot': 'accordion',
    'data-variant': variant ?? 'bordered',
    className: accordionStyles({ variant, className }),
  };
  return props.type === 'multiple' ? (
    <RadixAccordion.Root {...common} {...props} type="multiple">
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root {...common} {...props} type="single" collapsible>
      {body}
    </RadixAccordion.Root>
  );
}

function HeadingTag({
  level,
  children,
  ...props
}: {
  readonly level: 2 | 3 | 4 | 5 | 6;
  readonly children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag {...props}>{children}</Tag>;
}
