import type { StaffProduct } from '@juicyin/contract';
import { ApiError } from '@juicyin/contract';

/** What each section of the product page is given (see `sections.tsx`). */
export interface SectionProps {
  /** The product as last opened or saved: a write names its version. */
  readonly product: StaffProduct;
  /** Bumped when staff reload the latest: a section starts from it again. */
  readonly reloads: number;
  readonly onSaved: (saved: StaffProduct) => void;
  /** The API refused a write: someone saved the product since it was opened (409 `version_conflict`). */
  readonly onConflict: () => void;
}

export const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body.error.code === 'version_conflict';
