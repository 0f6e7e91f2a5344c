import { Button } from '@juicyin/ui';
import { Outlet } from 'react-router';
import { useMessages } from '../i18n/messages-provider.tsx';
import { usePreferences } from '../preferences/use-preferences.ts';
import { RouterLinks } from './router-links.tsx';
import './shop-layout.css';

/** The frame of every page: skip link, header with the language switch, and the page. */
export function ShopLayout() {
  const t = useMessages();
  const [preferences, setPreferences] = usePreferences();
  const other = preferences.language === 'en' ? 'ar' : 'en';
  return (
    <RouterLinks>
      <a className="shop-skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <header className="shop-header">
        <p className="shop-brand">{t('shell.brand')}</p>
        <Button variant="secondary" size="sm" lang={other} onPress={() => setPreferences({ language: other })}>
          {t('language.switchTo')}
        </Button>
      </header>
      <main id="content" className="shop-main" tabIndex={-1}>
        <Outlet />
      </main>
    </RouterLinks>
  );
}
