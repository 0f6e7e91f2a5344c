import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { useState } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';

/** The share addresses of a page: WhatsApp (name and address in the message), X and Facebook. */
export function shareUrls(name: string, pageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${name} ${pageUrl}`)}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(name)}&url=${url}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  } as const;
}

/**
 * Share links of a product page (each opens the network's share page in a new tab, named "Share on
 * WhatsApp" etc.) and Copy link, which puts the page's address on the clipboard and says so.
 */
export function ShareLinks({ name, pageUrl }: { readonly name: string; readonly pageUrl: string }) {
  const t = useMessages();
  // What was copied, so another product's page (same component) starts without the message.
  const [copied, setCopied] = useState<{ readonly url: string; readonly ok: boolean } | null>(null);
  const result = copied?.url === pageUrl ? copied.ok : null;
  const urls = shareUrls(name, pageUrl);
  const links = [
    { id: 'whatsapp', label: t('product.share.whatsapp'), href: urls.whatsapp },
    { id: 'x', label: t('product.share.x'), href: urls.x },
    { id: 'facebook', label: t('product.share.facebook'), href: urls.facebook },
  ];

  return (
    <div className="shop-product__share">
      <ul aria-label={t('product.share.label')}>
        {links.map((link) => (
          <li key={link.id}>
            <Link variant="standalone" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              navigator.clipboard.writeText(pageUrl).then(
                () => {
                  setCopied({ url: pageUrl, ok: true });
                },
                () => {
                  setCopied({ url: pageUrl, ok: false });
                },
              );
            }}
          >
            {t('product.share.copy')}
          </Button>
        </li>
      </ul>
      <p role="status" className="shop-product__copied">
        {result === true ? t('product.share.copied') : result === false ? t('product.share.copyFailed') : ''}
      </p>
    </div>
  );
}
