// Runs before the shop's modules (a deferred classic script executes before the module script that
// follows it). The server's Content Security Policy forbids eval, so zod cannot compile its fast
// parsers anyway; saying so before zod loads skips its `new Function` probe, which the browser
// would report as a CSP violation on every page.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
