import { QueryClient, QueryClientProvider, QueryObserver, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryFailed, useQueryFailure } from './query-failed.ts';

function gatedQuery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let answer: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const observer = new QueryObserver(client, {
    queryKey: ['gated'],
    queryFn: () =>
      new Promise<string>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  });
  const unsubscribe = observer.subscribe(() => {});
  const settled = () =>
    new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (!result.isFetching) {
          stop();
          resolve();
        }
      });
    });
  return {
    observer,
    fail: async () => {
      const done = settled();
      answer?.reject(new Error('down'));
      await done;
    },
    succeed: async (value: string) => {
      const done = settled();
      answer?.resolve(value);
      await done;
    },
    close: () => {
      unsubscribe();
      client.clear();
    },
  };
}

describe('queryFailed', () => {
  it('is false while a query loads for the first time', () => {
    const query = gatedQuery();
    expect(query.observer.getCurrentResult().isPending).toBe(true);
    expect(queryFailed(query.observer.getCurrentResult())).toBe(false);
    query.close();
  });

  it('stays true while a failed query tries again, where TanStack Query reports it pending', async () => {
    const query = gatedQuery();
    await query.fail();
    expect(queryFailed(query.observer.getCurrentResult())).toBe(true);
    void query.observer.refetch();
    const retrying = query.observer.getCurrentResult();
    expect(retrying.isPending).toBe(true);
    expect(retrying.isFetching).toBe(true);
    expect(queryFailed(retrying)).toBe(true);
    await query.fail();
    expect(queryFailed(query.observer.getCurrentResult())).toBe(true);
    query.close();
  });

  it('turns false once the new try brings the data', async () => {
    const query = gatedQuery();
    await query.fail();
    void query.observer.refetch();
    await query.succeed('juice');
    expect(query.observer.getCurrentResult().data).toBe('juice');
    expect(queryFailed(query.observer.getCurrentResult())).toBe(false);
    query.close();
  });
});

describe('useQueryFailure', () => {
  it('keeps the error a query failed with (a 404) while it tries again, and lets go once it has data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
    const queryFn = () =>
      new Promise<string>((resolve, reject) => {
        answer = { resolve, reject };
      });
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const query = useQuery({ queryKey: ['failing'], queryFn });
        return { query, failure: useQueryFailure(query) };
      },
      { wrapper },
    );
    expect(result.current.failure).toBeNull();
    const notFound = new Error('404');
    act(() => answer?.reject(notFound));
    await waitFor(() => expect(result.current.failure).toEqual({ error: notFound }));

    act(() => void result.current.query.refetch());
    await waitFor(() => expect(result.current.query.isFetching).toBe(true));
    expect(result.current.query.error).toBeNull();
    expect(result.current.failure).toEqual({ error: notFound });

    act(() => answer?.resolve('found'));
    await waitFor(() => expect(result.current.query.data).toBe('found'));
    expect(result.current.failure).toBeNull();
    client.clear();
  });
});
