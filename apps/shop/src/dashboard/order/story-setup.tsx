import type { Decorator } from '@storybook/react-vite';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';

/**
 * The dashboard pages' stories' frame: the shop's frame in the story's language at the page's
 * route and address (a story's `parameters.entry` opens another address; the dashboard's own frame, navigation and staff gate are the area's, not shown).
 */
export function dashboardPageDecorator(path: string, entry: string = path): Decorator {
  return (Story, { globals, parameters }) => (
    <ShopFrame
      language={storyLanguage(globals)}
      path={path}
      initialEntry={typeof parameters['entry'] === 'string' ? parameters['entry'] : entry}
    >
      <Story />
    </ShopFrame>
  );
}
