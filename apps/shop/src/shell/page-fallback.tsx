import { Skeleton } from '@juicyin/ui/skeleton';
import './page-fallback.css';

/**
 * What a page shows while its code loads on the first visit: the shell is already painted around
 * it, and the placeholder holds the page's room so nothing jumps when the page arrives.
 */
export function PageFallback() {
  return (
    <div className="shop-page-fallback" aria-hidden="true">
      <Skeleton inlineSize="40%" blockSize="2rem" />
      <Skeleton inlineSize="100%" blockSize="16rem" />
    </div>
  );
}
