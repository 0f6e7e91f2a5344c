import { OfflineBanner } from './offline-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import './offline.css';

/**
 * The shell's connection bar and update prompt: a chunk of its own that loads after the first paint
 * (the shell holds only its lazy import).
 */
export function OfflineParts({ backOnlineMs }: { readonly backOnlineMs?: number | null | undefined }) {
  return (
    <div className="shop-offline-parts">
      <OfflineBanner backOnlineMs={backOnlineMs} />
      <UpdatePrompt />
    </div>
  );
}
