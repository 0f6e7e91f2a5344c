export { Tab, TabList, TabPanel, Tabs, type TabsProps, tabsStyles } from './tabs.tsx';
