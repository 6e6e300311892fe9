// Sends a custom analytics event through whatever statistics script the site loads
// (siteConfig.analytics). The site's own hook `window.dz.analytics.track(name, data)` comes
// first; the common globals of hosted statistics scripts (Umami, Plausible, gtag) are used
// when the loaded script exposes one of them. With no script configured it does nothing and
// says so, so callers can show it.
export type EventData = Record<string, string | number | boolean>;

export interface AnalyticsGlobals {
  dz?: { analytics?: { track?: (name: string, data?: EventData) => unknown } };
  umami?: { track?: (name: string, data?: EventData) => unknown };
  plausible?: (name: string, options?: { props?: EventData }) => unknown;
  gtag?: (command: 'event', name: string, params?: EventData) => unknown;
}

export type AnalyticsResult = { status: 'sent'; via: string } | { status: 'none' } | { status: 'failed'; via: string; error: string };

export function sendAnalyticsEvent(globals: AnalyticsGlobals, name: string, data: EventData = {}): AnalyticsResult {
  const targets: [string, (() => unknown) | undefined][] = [
    ['window.dz.analytics', globals.dz?.analytics?.track && (() => globals.dz!.analytics!.track!(name, data))],
    ['Umami', globals.umami?.track && (() => globals.umami!.track!(name, data))],
    ['Plausible', typeof globals.plausible === 'function' ? () => globals.plausible!(name, { props: data }) : undefined],
    ['gtag', typeof globals.gtag === 'function' ? () => globals.gtag!('event', name, data) : undefined],
  ];
  const target = targets.find(([, send]) => send);
  if (!target) return { status: 'none' };
  const [via, send] = target;
  try {
    send!();
    return { status: 'sent', via };
  } catch (error) {
    return { status: 'failed', via, error: error instanceof Error ? error.message : String(error) };
  }
}
