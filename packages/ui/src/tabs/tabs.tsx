import { cva, type VariantProps } from 'class-variance-authority';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import '../theme/tokens.css';
import './tabs.css';

export const tabsStyles = cva('jui-tabs', {
  variants: {
    variant: { underline: 'jui-tabs--underline', pill: 'jui-tabs--pill' },
    fullWidth: { true: 'jui-tabs--full', false: '' },
  },
  defaultVariants: { variant: 'underline', fullWidth: false },
});

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'>, VariantProps<typeof tabsStyles> {
  readonly className?: string | undefined;
}

/**
 * Tabs (react-aria): arrow keys move between tabs and follow the reading direction — in Arabic
 * ArrowLeft goes to the next tab.
 */
export function Tabs({ variant, fullWidth, className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      data-slot="tabs"
      data-variant={variant ?? 'underline'}
      className={tabsStyles({ variant, fullWidth, className })}
    />
  );
}

export function TabList<T extends object>(props: Omit<AriaTabListProps<T>, 'className' | 'style'>) {
  return <AriaTabList {...props} className="jui-tabs__list" />;
}

export function Tab(props: Omit<AriaTabProps, 'className' | 'style'>) {
  return <AriaTab {...props} className="jui-tabs__tab" />;
}

export function TabPanel(props: Omit<AriaTabPanelProps, 'className' | 'style'>) {
  return <AriaTabPanel {...props} className="jui-tabs__panel" />;
}
