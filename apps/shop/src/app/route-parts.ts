/** A loader's request left to the screen: its failure is the screen's to show (see the routes). */
export const ignore = (): undefined => undefined;

export const notFoundPage = async () => ({
  Component: (await import('../not-found/not-found-page.tsx')).NotFoundPage,
});
