import { getInfoPage, type InfoPageSlug } from '@juicyin/contract';
import { handlers, infoPages, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { say } from '../story-setup.ts';
import { InfoPageScreen } from './info-page.tsx';

const meta = {
  title: 'Shop/Info page',
  component: InfoPageScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals, args }) => (
      <ShopFrame language={storyLanguage(globals)} path={`/${args.slug}`}>
        <Story />
      </ShopFrame>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.content.full);
  },
} satisfies Meta<typeof InfoPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (slug: InfoPageSlug) => infoPages[slug];

/** How to order: the steps as an ordered list, the process picture named with every step, and the contents. */
export const HowToOrder: Story = {
  args: { slug: 'how-to-order' },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const howTo = page('how-to-order');
    await expect(await canvas.findByRole('heading', { level: 1, name: howTo.title[language] })).toBeVisible();
    const picture = canvas.getByRole('img', { name: new RegExp(howTo.sections[0]?.heading[language] ?? '') });
    await expect(picture).toBeVisible();
    const steps = canvas.getAllByRole('list').find((list) => list.closest('nav') === null) ?? document.body;
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(howTo.sections.length);
    const first = howTo.sections[0];
    await expect(
      within(steps).getByRole('heading', {
        level: 2,
        name: `${say(language, 'info.step', { number: 1 })}, ${first?.heading[language] ?? ''}`,
      }),
    ).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: say(language, 'info.contents') });
    await expect(within(contents).getByRole('link', { name: first?.heading[language] ?? '' })).toHaveAttribute(
      'href',
      `#${first?.id ?? ''}`,
    );
  },
};

/** A 'numbered' page (privacy): sections numbered in order, each reached from the contents. */
export const Numbered: Story = {
  args: { slug: 'privacy-policy' },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const privacy = page('privacy-policy');
    await expect(await canvas.findByRole('heading', { level: 1, name: privacy.title[language] })).toBeVisible();
    await expect(canvas.getByText(say(language, 'info.updated'), { exact: false })).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: say(language, 'info.contents') });
    await expect(within(contents).getAllByRole('link')).toHaveLength(privacy.sections.length);
    const last = privacy.sections.at(-1);
    // The link is followed in the journeys (info-pages.spec.ts): here, following a hash link would
    // navigate the test runner's own frame away and end the run.
    await expect(within(contents).getByRole('link', { name: last?.heading[language] ?? '' })).toHaveAttribute(
      'href',
      `#${last?.id ?? ''}`,
    );
    const target = canvasElement.querySelector(`#${last?.id ?? ''}`);
    await expect(target).not.toBeNull();
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: `${privacy.sections.length}. ${last?.heading[language] ?? ''}`,
      }),
    ).toBeVisible();
  },
};

/** A short page (careers): its sections without numbers, and no contents for two sections. */
export const Short: Story = {
  args: { slug: 'careers' },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const careers = page('careers');
    await expect(await canvas.findByRole('heading', { level: 1, name: careers.title[language] })).toBeVisible();
    await expect(canvas.getByText(careers.intro[language][0] ?? '')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: careers.sections[0]?.heading[language] })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** While the page's text loads. */
export const Loading: Story = {
  args: { slug: 'terms-conditions' },
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(getInfoPage));
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: say(storyLanguage(globals), 'info.loading') }),
    ).toBeVisible();
  },
};

/** The text cannot be loaded: a plain message with Try again. */
export const Error: Story = {
  args: { slug: 'terms-conditions' },
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(getInfoPage, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(language, 'info.error.title'));
    await expect(canvas.getByRole('button', { name: say(language, 'catalogue.error.retry') })).toBeVisible();
  },
};

/** The API has no page at this slug. */
export const NotFound: Story = {
  args: { slug: 'terms-of-sale' },
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(getInfoPage, 404, { code: 'not_found', message: 'No page has this slug' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: say(language, 'info.notFound.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(language, 'info.notFound.home') })).toHaveAttribute('href', '/');
  },
};
