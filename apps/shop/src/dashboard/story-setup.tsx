import type { Decorator } from '@storybook/react-vite';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';

/**
 * The dashboard stories' frame: the shop's frame in the story's language at the page's route,
 * opened at `parameters.entry` when a story sets it (an address with the table's query).
 */
export function dashboardDecorator(path: string): Decorator {
  return (Story, { globals, parameters }) => {
    const entry = typeof parameters['entry'] === 'string' ? parameters['entry'] : path;
    return (
      <ShopFrame language={storyLanguage(globals)} path={path} initialEntry={entry}>
        <Story />
      </ShopFrame>
    );
  };
}
