// jsdom ships without type declarations and @types/jsdom is not installed: the part used here.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string; resources: 'usable' });
    readonly window: Window;
  }
}
