import { Link } from '@juicyin/ui/link';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { useNavigate } from '../../router/hooks.ts';
import { dashboardProductPath } from '../dashboard-paths.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { NewProductForm } from './new-product-form.tsx';
import '../product/staff-product.css';
import '../product/staff-product-sections.css';

/**
 * `/dashboard/products/new`: a new product with at least one variant. Once created it is in the
 * shop at once (with generated pictures until one is uploaded) and its page opens.
 */
export function NewProductPage() {
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <DashboardFrame
      title={t('dashboard.productNew.pageTitle')}
      description={t('dashboard.productNew.pageDescription')}
      heading={t('dashboard.productNew.heading')}
      className="staff-product"
    >
      <Link href={pathTo('dashboardProducts')} variant="standalone" className="staff-product__back">
        {t('dashboard.product.back')}
      </Link>
      <p className="staff-product__hint">{t('dashboard.productNew.hint')}</p>
      <NewProductForm onCreated={(created) => void navigate(dashboardProductPath(created.slug))} />
    </DashboardFrame>
  );
}
