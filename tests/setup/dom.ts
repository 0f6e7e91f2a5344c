import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { waitCeiling } from './waits.ts';

// findBy…/waitFor go on as soon as what they wait for is there; this is only when they give up.
configure({ asyncUtilTimeout: waitCeiling });

afterEach(() => cleanup());

// The test files of a worker share one jsdom window (`isolate: false` in vitest.config.ts), so each
// file starts with no storage and no cookies, at the address `/` at the end of the history, with a
// bare <html> (a test's language and direction stay with that test's file) and no title. The body
// is left as the last file's cleanup left it: react-aria keeps its live announcer there, a node its
// shared module holds on to.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.pushState(null, '', '/');
for (const attribute of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(attribute.name);
}
document.title = '';
