import { Button } from '@juicyin/ui/button';
import './save-row.css';

/** What the save row says, in the page's words. */
export interface SaveRowWords {
  /** Someone else saved since the document was opened. */
  readonly conflict: string;
  readonly reload: string;
  /** Some fields need fixing (they say what at each). */
  readonly fix: string;
  /** The save failed for another reason (the server, the network). */
  readonly failed: string;
  readonly save: string;
}

export interface SaveRowProps {
  readonly words: SaveRowWords;
  /** The last save was refused: someone else saved first. Save is off until Reload. */
  readonly conflict: boolean;
  /** Fields were refused (here or by the API). */
  readonly needsFix: boolean;
  /** The last save failed with no field to show. */
  readonly failed: boolean;
  /** Refusals of fields the form does not show, already in the page's words: `[path, text]`. */
  readonly elsewhere: readonly (readonly [path: string, text: string])[];
  readonly isSaving: boolean;
  readonly isReloading: boolean;
  readonly onReload: () => void;
}

/**
 * The foot of a document staff save whole from a version (the store's settings, the FAQ, an
 * information page): what stopped the last save — someone else's save, with Reload; fields to fix,
 * with the refusals of fields the form has no place for; any other failure — and Save.
 */
export function SaveRow({
  words,
  conflict,
  needsFix,
  failed,
  elsewhere,
  isSaving,
  isReloading,
  onReload,
}: SaveRowProps) {
  return (
    <div className="staff-document__actions">
      <div className="staff-document__alerts">
        {conflict ? (
          <div role="alert" className="staff-document__conflict">
            <p>{words.conflict}</p>
            <Button variant="secondary" isPending={isReloading} onPress={onReload}>
              {words.reload}
            </Button>
          </div>
        ) : needsFix ? (
          <div role="alert" className="staff-document__problem">
            <p>{words.fix}</p>
            {elsewhere.length > 0 ? (
              <ul>
                {elsewhere.map(([path, text]) => (
                  <li key={path}>
                    <span dir="ltr">{path}</span>: {text}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : failed ? (
          <p role="alert" className="staff-document__problem">
            {words.failed}
          </p>
        ) : null}
      </div>
      <Button type="submit" isPending={isSaving} isDisabled={conflict}>
        {words.save}
      </Button>
    </div>
  );
}
