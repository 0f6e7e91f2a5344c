import { lazy, Suspense } from 'react';
import { loadCataloguePart } from '../../i18n/messages.ts';

// The panels' code and their words (the `about` part, loaded already on the about pages) load together, after the page.
const ReferralPanel = lazy(async () => {
  const [{ ReferralPanel: component }] = await Promise.all([
    import('./referral-panel.tsx'),
    loadCataloguePart('about'),
  ]);
  return { default: component };
});

const Survey = lazy(async () => {
  const [{ Survey: component }] = await Promise.all([import('./survey.tsx'), loadCataloguePart('about')]);
  return { default: component };
});

/** The Refer a friend card's link (or Sign in), loaded on its own. */
export function LazyReferralPanel() {
  return (
    <Suspense fallback={null}>
      <ReferralPanel />
    </Suspense>
  );
}

/** The Tell us card's survey, loaded on its own. */
export function LazySurvey() {
  return (
    <Suspense fallback={null}>
      <Survey />
    </Suspense>
  );
}
