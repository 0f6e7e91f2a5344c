import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { loadContract } from '../apps/shop/src/api.ts';
import { waitCeiling } from '../tests/setup/waits.ts';
import '../packages/ui/src/theme/tokens.css';
import { initialLocale, LocaleFrame, type StoryDirection, type StoryLocale } from './locale.tsx';
import './preview.css';

// findBy…/waitFor in play functions go on as soon as what they look for is there (the data arriving,
// a lazy part loading); the ceiling is only when they give up, far above a loaded machine's worst
// case (Testing Library's 1 s default failed stories on a busy CI machine that pass alone).
configure({ asyncUtilTimeout: waitCeiling });

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'LTR' },
          { value: 'ar', title: 'العربية', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction (auto follows the locale)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Auto' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: initialLocale, direction: 'auto' },
  decorators: [
    (Story, { globals }) => (
      <LocaleFrame
        locale={(globals['locale'] as StoryLocale | undefined) ?? initialLocale}
        direction={(globals['direction'] as StoryDirection | undefined) ?? 'auto'}
      >
        <Story />
      </LocaleFrame>
    ),
  ],
  // The shop loads its data layer with its first request; stories load it before they render, so a
  // story's first answer does not wait for the dev server to transform the schemas.
  loaders: [mswLoader(), async () => ({ dataLayer: await loadContract() })],
  // A built shop asks the API who is signed in only when the API's readable "signed in" mark is
  // set (see `apps/shop/src/account/session.ts`). In stories the story's MSW handlers decide who is
  // signed in, so every story starts with the mark, in the dev server and the built Storybook alike
  // (without it the built Storybook showed every signed-in story signed out).
  beforeEach: () => {
    document.cookie = 'juicyin_signed_in=1; Path=/; SameSite=Lax';
  },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
