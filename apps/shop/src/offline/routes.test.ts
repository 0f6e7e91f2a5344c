import { describe, expect, it } from 'vitest';
import { isAuthChange, isCatalogue, isImage, isPersonal, personalCacheName } from './routes.ts';

describe('what the offline worker keeps', () => {
  it('keeps the catalogue, home and the store settings, the same for every visitor', () => {
    for (const path of [
      '/api/products',
      '/api/products/fresh-orange-juice',
      '/api/products/fresh-orange-juice/similar',
      '/api/products/fresh-orange-juice/also-bought',
      '/api/products/fresh-orange-juice/reviews',
      '/api/home',
      '/api/store',
    ])
      expect(isCatalogue(path), path).toBe(true);
  });

  it('keeps product pictures', () => {
    expect(isImage('/api/images/products/fresh-orange-juice/glass-1.svg')).toBe(true);
    expect(isImage('/api/images/')).toBe(false);
  });

  it("keeps the signed-in shopper's own session, orders, order, invoice and tracking, apart from the catalogue", () => {
    for (const path of [
      '/api/me',
      '/api/me/orders',
      '/api/me/orders/JY-261124-ABCDE',
      '/api/me/orders/JY-261124-ABCDE/invoice',
      '/api/me/orders/JY-261124-ABCDE/tracking',
    ]) {
      expect(isPersonal(path), path).toBe(true);
      expect(isCatalogue(path), path).toBe(false);
    }
  });

  it('never keeps staff answers, the live order stream, the bag, the wallet or anything else personal', () => {
    for (const path of [
      '/api/staff/orders',
      '/api/staff/orders/JY-261124-ABCDE',
      '/api/me/orders/JY-261124-ABCDE/events',
      '/api/me/orders/JY-261124-ABCDE/reorder',
      '/api/me/bag',
      '/api/me/wallet',
      '/api/me/points/summary',
      '/api/me/addresses',
      '/api/auth/login',
      '/api/dev/outbox',
      '/api/health',
    ]) {
      expect(isPersonal(path), path).toBe(false);
      expect(isCatalogue(path), path).toBe(false);
      expect(isImage(path), path).toBe(false);
    }
  });

  it('forgets saved answers on sign-in, registration and sign-out', () => {
    expect(['/api/auth/login', '/api/auth/register', '/api/auth/logout'].every(isAuthChange)).toBe(true);
    expect(isAuthChange('/api/auth/forgot-password')).toBe(false);
  });

  it('names one cache per shopper', () => {
    expect(personalCacheName('a')).not.toBe(personalCacheName('b'));
  });
});
