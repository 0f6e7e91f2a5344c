import { Footer } from '@juicyin/ui/footer';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { latestPostQuery } from './latest-post-query.ts';
import { paymentMethods, useStoreContact } from './store-contact.ts';
import { blogPostPath, pathTo } from '../paths.ts';

/**
 * The footer: the latest blog post with READ ALL, claims, the store's social profiles (its settings),
 * payment cards and a link to every information page, the FAQ and the contact page.
 */
export function ShopFooter() {
  const t = useMessages();
  const language = useLanguage();
  const { data } = useQuery(latestPostQuery(api));
  const post = data?.items[0];
  const contact = useStoreContact();
  return (
    <Footer
      {...(post
        ? {
            blog: {
              title: post.title[language],
              excerpt: post.excerpt[language],
              href: blogPostPath(post.slug),
              readAllHref: pathTo('blog'),
              publishedAt: post.publishedAt,
            },
          }
        : {})}
      claims={[t('shell.footer.claim.juice'), t('shell.footer.claim.sugar'), t('shell.footer.claim.fresh')]}
      social={(contact?.social ?? []).map((item) => ({
        id: item.id,
        label: t('shell.footer.social', { network: item.network }),
        href: item.href,
      }))}
      paymentMethods={paymentMethods}
      links={[
        { id: 'careers', label: t('shell.footer.careers'), href: pathTo('careers') },
        { id: 'warranty', label: t('shell.footer.warranty'), href: pathTo('warrantyPolicy') },
        { id: 'sell', label: t('shell.footer.sell'), href: pathTo('sellWithUs') },
        { id: 'terms-of-use', label: t('shell.footer.termsOfUse'), href: pathTo('termsOfUse') },
        { id: 'terms-of-sale', label: t('shell.footer.termsOfSale'), href: pathTo('termsOfSale') },
        { id: 'privacy', label: t('shell.footer.privacy'), href: pathTo('privacy') },
        { id: 'faq', label: t('shell.footer.faq'), href: pathTo('faq') },
        { id: 'how-to-order', label: t('shell.footer.howToOrder'), href: pathTo('howToOrder') },
        { id: 'contact', label: t('shell.footer.contact'), href: pathTo('contact') },
        { id: 'terms', label: t('shell.footer.terms'), href: pathTo('terms') },
        { id: 'copyright', label: t('shell.footer.copyrightPage'), href: pathTo('copyright') },
        { id: 'security', label: t('shell.footer.security'), href: pathTo('securityPolicy') },
        { id: 'about', label: t('shell.footer.about'), href: pathTo('about') },
      ]}
      copyright={t('shell.footer.copyright', { year: new Date().getFullYear() })}
    />
  );
}
