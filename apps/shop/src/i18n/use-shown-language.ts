import { useEffect, useState } from 'react';
import { isCatalogueLoaded, type Language, loadCatalogue } from './messages.ts';

/**
 * The language to show: the shopper's choice once its catalogue has loaded, until then the language
 * already on screen (a switch to Arabic keeps the English page for the moment the Arabic catalogue
 * takes to arrive, instead of blanking it). `initial` must be loaded.
 */
export function useShownLanguage(wanted: Language, initial: Language): Language {
  const [shown, setShown] = useState(initial);
  const ready = isCatalogueLoaded(wanted);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadCatalogue(wanted).then(
      () => {
        if (live) setShown(wanted);
      },
      (error: unknown) => {
        // Offline or a failed deploy: stay in the language on screen; the next switch tries again.
        console.error(`The ${wanted} messages could not be loaded`, error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready ? wanted : shown;
}
