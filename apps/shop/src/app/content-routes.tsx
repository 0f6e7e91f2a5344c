import { blogListQuery, blogPage, blogPostQuery, latestPostsQuery } from '../blog/blog-queries.ts';
import { faqQuery, infoPageQuery } from '../info/info-queries.ts';
import { infoPageRoutes } from '../info/info-routes.ts';
import { routePaths } from '../paths.ts';
import type { LoaderArgs, Route } from '../router/match.ts';
import { storeSettingsQuery } from '../shell/store-settings.ts';
import { withMessages } from '../i18n/with-messages.ts';
import { ignore } from './route-parts.ts';

/*
 * The content's routes (issue 18): the blog, the information pages, the FAQ and the contact page.
 * Each area's pages are one chunk, loaded with the area's words; a route's loader asks for its data
 * beside its code.
 */

const blogArea = () => withMessages('blog', import('../blog/pages.ts'));
const infoArea = () => withMessages('info', import('../info/pages.ts'));

/** An information page (terms, privacy, how to order, …): its text is asked for with its code. */
function infoRoute({ path, slug }: (typeof infoPageRoutes)[number]): Route {
  return {
    path,
    loader: ({ queryClient, api }: LoaderArgs) => queryClient.query(infoPageQuery(api, slug)),
    lazy: async () => {
      const { InfoPageScreen } = await infoArea();
      return {
        Component: function InfoRoute() {
          return <InfoPageScreen slug={slug} />;
        },
      };
    },
  };
}

export const contentRoutes: Route[] = [
  {
    path: routePaths.blog,
    loader: ({ searchParams, queryClient, api }: LoaderArgs) =>
      queryClient.query(blogListQuery(api, blogPage(searchParams))),
    lazy: async () => ({ Component: (await blogArea()).BlogListPage }),
  },
  {
    path: routePaths.blogPost,
    loader: ({ params, queryClient, api }: LoaderArgs) =>
      Promise.all([
        queryClient.query(blogPostQuery(api, params['slug'] ?? '')),
        queryClient.query(latestPostsQuery(api)).catch(ignore),
      ]),
    lazy: async () => ({ Component: (await blogArea()).BlogPostPage }),
  },
  ...infoPageRoutes.map(infoRoute),
  {
    path: routePaths.faq,
    loader: ({ queryClient, api }: LoaderArgs) => queryClient.query(faqQuery(api)),
    lazy: async () => ({ Component: (await infoArea()).FaqPage }),
  },
  {
    path: routePaths.contact,
    loader: ({ queryClient, api }: LoaderArgs) => queryClient.query(storeSettingsQuery(api)),
    lazy: async () => ({ Component: (await infoArea()).ContactPage }),
  },
];
