import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ShopOriginProvider, useShopOrigin } from './shop-origin.tsx';
import { usePageUrl } from './use-page-url.ts';

const withOrigin = (origin: string) =>
  function Wrapper({ children }: { readonly children: ReactNode }) {
    return <ShopOriginProvider origin={origin}>{children}</ShopOriginProvider>;
  };

describe('usePageUrl in the browser', () => {
  it("prefixes the shop's public origin where one is provided", () => {
    const { result } = renderHook(() => usePageUrl('/FAQ'), { wrapper: withOrigin('https://juicyin.example/') });
    expect(result.current).toBe('https://juicyin.example/FAQ');
  });

  it("falls back to the browser's origin", () => {
    const { result } = renderHook(() => usePageUrl('/FAQ'));
    expect(result.current).toBe(`${window.location.origin}/FAQ`);
  });
});

describe('useShopOrigin', () => {
  it('is empty without a provider', () => {
    expect(renderHook(() => useShopOrigin()).result.current).toBe('');
  });
});
