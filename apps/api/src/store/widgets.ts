import type { StoreSettings } from '@juicyin/contract';

export type Widgets = StoreSettings['widgets'];

/** No third-party script: what a store gets until it configures one. */
export const noWidgets: Widgets = { reviews: null, push: null };

function scriptFrom(env: Readonly<Record<string, string | undefined>>, name: string): { scriptUrl: string } | null {
  const value = env[name]?.trim() || undefined;
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL of the widget's script, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL of the widget's script, not "${value}"`);
  }
  return { scriptUrl: url.href };
}

/**
 * The third-party widgets from the environment: `REVIEWS_WIDGET_URL` (the reviews widget's script)
 * and `PUSH_WIDGET_URL` (the web-push widget's script). Unset: null, and the shop loads nothing.
 * Anything but an absolute http(s) URL is refused at start-up.
 */
export function widgetsFromEnv(env: Readonly<Record<string, string | undefined>>): Widgets {
  return { reviews: scriptFrom(env, 'REVIEWS_WIDGET_URL'), push: scriptFrom(env, 'PUSH_WIDGET_URL') };
}

/** The origins the shop loads widget scripts from, for the Content-Security-Policy. */
export function widgetScriptSources(widgets: Widgets): string[] {
  return [
    ...new Set([widgets.reviews, widgets.push].flatMap((widget) => (widget ? [new URL(widget.scriptUrl).origin] : []))),
  ];
}
