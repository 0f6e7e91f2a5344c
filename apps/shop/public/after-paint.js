// Loads the shop's modules on a page the server rendered, once the browser has painted it. The page
// is whole without them (its text, pictures and links are in the HTML); the modules then take it
// over (src/server/take-over.tsx). Fetched beside the stylesheet, as index.html's own module script
// and preloads are, they shared the connection with it, and on a fast one ran before the first paint,
// holding it back by their evaluation and the hydration (docs/PERFORMANCE.md, 2026-12-07 22:10 UTC).
// The server writes this script in place of the build's module script and its preloads
// (src/server/page-template.ts), naming them in `data-entry` and `data-modules`. A deferred classic
// script: it runs after zod-jitless.js, before which no module may run.
{
  const { entry, modules = '' } = document.currentScript.dataset;
  // Once the browser reports the page's first contentful paint: the page is on screen. A hidden page
  // (a background tab, a prerendered page) paints nothing until it is shown, and is taken over at
  // once, as is a page hidden before it was painted. A browser without paint timing loads them after
  // the first frame (a task queued from the frame's callbacks runs once it is painted).
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    // Every module the entry imports is asked for at once, instead of as the entry finds them.
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') {
    load();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', load, { once: true });
  } else {
    requestAnimationFrame(() => setTimeout(load));
  }
}
