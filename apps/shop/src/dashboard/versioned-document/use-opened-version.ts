import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/** What happened last to the opened version: saved here, or reloaded after someone else's save. */
export type VersionNotice = { readonly kind: 'saved' | 'reloaded'; readonly version: number } | null;

/** A document staff edit in an editor of its own (a product, a coupon, a blog post), as opened. */
export interface OpenedVersion<Doc> {
  /** The version being edited: the last one opened (saved or reloaded), else the query's. */
  readonly document: Doc | undefined;
  /** How many times a version was opened (saved or reloaded): a key that starts a form afresh. */
  readonly openings: number;
  /** How many times the latest was reloaded: a key for parts that keep their state over a save. */
  readonly reloads: number;
  readonly notice: VersionNotice;
  /** The last save was refused: someone else saved since this version was opened. */
  readonly conflict: boolean;
  readonly isReloading: boolean;
  /** Opens the version a save answered with. */
  readonly saved: (next: Doc) => void;
  /** The save was refused for a conflict: says so (and drops the last notice). */
  readonly refused: () => void;
  /** Fetches the latest version and opens it. */
  readonly reload: () => Promise<void>;
}

/**
 * The version of a document an editor has open, kept apart from the query so that a refetch never
 * replaces what staff are typing; what happened last (saved, reloaded, refused for a conflict); and
 * the reload of the latest after a conflict.
 */
export function useOpenedVersion<Doc extends { readonly version: number }>(
  query: Pick<UseQueryResult<Doc>, 'data' | 'refetch'>,
): OpenedVersion<Doc> {
  const [opened, setOpened] = useState<{ document: Doc; openings: number; reloads: number } | null>(null);
  const [notice, setNotice] = useState<VersionNotice>(null);
  const [conflict, setConflict] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const open = (next: Doc, kind: 'saved' | 'reloaded') => {
    setOpened((current) => ({
      document: next,
      openings: (current?.openings ?? 0) + 1,
      reloads: (current?.reloads ?? 0) + (kind === 'reloaded' ? 1 : 0),
    }));
    setNotice({ kind, version: next.version });
    setConflict(false);
  };
  return {
    document: opened?.document ?? query.data,
    openings: opened?.openings ?? 0,
    reloads: opened?.reloads ?? 0,
    notice,
    conflict,
    isReloading,
    saved: (next) => open(next, 'saved'),
    refused: () => {
      setNotice(null);
      setConflict(true);
    },
    reload: async () => {
      setReloading(true);
      const latest = await query.refetch();
      setReloading(false);
      if (latest.data) open(latest.data, 'reloaded');
    },
  };
}
