import { listBlogPosts } from '@juicyin/contract';
import { mockEndpoint, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDay, riyadhDay } from '../i18n/format-day.ts';
import { blogPostPath, pathTo, routePaths } from '../paths.ts';
import { storyLanguage } from '../testing/shop-frame.tsx';
import { BlogListPage } from './blog-list-page.tsx';
import { BLOG_PAGE_SIZE } from './blog-queries.ts';
import { blogDecorator, blogImages, blogListHandler, say, storyPosts } from './story-setup.tsx';

const meta = {
  title: 'Shop/Blog/List',
  component: BlogListPage,
  parameters: { layout: 'fullscreen' },
  decorators: [blogDecorator(routePaths.blog, pathTo('blog'))],
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's Pagination's name. */
const pagination = { en: 'Pagination', ar: 'التنقل بين الصفحات' };
const six = storyPosts(6);
const many = storyPosts(BLOG_PAGE_SIZE * 3 + 2);

/**
 * One page of six posts: the featured one with two beside it, three under 'Latest Blog', the two
 * posts of the week; every entry with its title (to the post), author and date (both calendars in
 * Arabic); no pagination.
 */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(blogImages, blogListHandler(six));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: say(language, 'blog.title') })).toBeVisible();
    const featured = await canvas.findByRole('region', { name: say(language, 'blog.list.featured') });
    const [lead, ...side] = within(featured).getAllByRole('article');
    await expect(side).toHaveLength(2);
    const leadPost = six[0];
    if (!lead || !leadPost) throw new globalThis.Error('No featured post');
    await expect(within(lead).getByRole('link', { name: leadPost.title[language] })).toHaveAttribute(
      'href',
      blogPostPath(leadPost.slug),
    );
    await expect(within(lead).getByText(leadPost.excerpt[language])).toBeVisible();
    await expect(within(lead).getByText(say(language, 'blog.entry.by', { author: leadPost.author }))).toBeVisible();
    const day = riyadhDay(leadPost.publishedAt);
    await expect(within(lead).getByText(formatDay(language, day, 'gregory'))).toBeVisible();
    const hijri = within(lead).queryByText(new RegExp(formatDay(language, day, 'islamic-umalqura')));
    if (language === 'ar') await expect(hijri).toBeVisible();
    else await expect(hijri).toBeNull();

    const latest = canvas.getByRole('region', { name: say(language, 'blog.list.latest') });
    await expect(within(latest).getAllByRole('article')).toHaveLength(3);
    const week = canvas.getByRole('region', { name: say(language, 'blog.list.ofTheWeek') });
    await expect(
      within(week)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(six.filter((post) => post.ofTheWeek).map((post) => post.title[language]));
    await expect(canvas.queryByRole('navigation', { name: pagination[language] })).toBeNull();
  },
};

/** The second of four pages (`?page=2`): a grid of its posts; choosing page 3 asks for it and shows it. */
export const Paged: Story = {
  parameters: { entry: `${pathTo('blog')}?page=2` },
  beforeEach: ({ msw }) => {
    msw.use(blogImages, blogListHandler(many));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const latest = await canvas.findByRole('region', { name: say(language, 'blog.list.latest') });
    const pageTwo = many.slice(BLOG_PAGE_SIZE, BLOG_PAGE_SIZE * 2);
    await expect(
      within(latest)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(pageTwo.map((post) => post.title[language]));
    // Only the first page leads with the featured post.
    await expect(canvas.queryByRole('region', { name: say(language, 'blog.list.featured') })).toBeNull();
    const pages = canvas.getByRole('navigation', { name: pagination[language] });
    await expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2');
    await userEvent.click(within(pages).getByRole('button', { name: language === 'ar' ? 'الصفحة 3' : 'Page 3' }));
    const third = many[BLOG_PAGE_SIZE * 2];
    await expect(await canvas.findByRole('link', { name: third?.title[language] ?? '' })).toBeVisible();
    await waitFor(() => expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('3'));
  },
};

/** No post yet: the page says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint(listBlogPosts, { items: [], page: 1, pageSize: BLOG_PAGE_SIZE, total: 0 }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: say(language, 'blog.list.empty.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** While the posts load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(listBlogPosts));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(say(storyLanguage(globals), 'blog.list.loading'));
  },
};

/** The posts cannot be loaded: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(listBlogPosts, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(language, 'catalogue.error.title'));
    await expect(canvas.getByRole('button', { name: say(language, 'catalogue.error.retry') })).toBeVisible();
  },
};

/** Try again after a failure asks again, and the posts show once the API answers. */
export const Retried: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(listBlogPosts, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals, msw }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(language, 'catalogue.error.title'));
    msw.use(blogListHandler(six));
    await userEvent.click(canvas.getByRole('button', { name: say(language, 'catalogue.error.retry') }));
    await expect(await canvas.findByRole('region', { name: say(language, 'blog.list.featured') })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
