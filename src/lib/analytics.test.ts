import { describe, expect, it, vi } from 'vitest';
import { sendAnalyticsEvent } from './analytics';

describe('sendAnalyticsEvent', () => {
  it('is a no-op without an analytics script', () => {
    expect(sendAnalyticsEvent({}, 'click')).toEqual({ status: 'none' });
  });
  it('prefers the site hook window.dz.analytics', () => {
    const track = vi.fn();
    const gtag = vi.fn();
    expect(sendAnalyticsEvent({ dz: { analytics: { track } }, gtag }, 'click', { page: 'analytics' })).toEqual({ status: 'sent', via: 'window.dz.analytics' });
    expect(track).toHaveBeenCalledWith('click', { page: 'analytics' });
    expect(gtag).not.toHaveBeenCalled();
  });
  it('falls back to the globals of common statistics scripts', () => {
    const plausible = vi.fn();
    expect(sendAnalyticsEvent({ plausible }, 'e', { a: 1 })).toEqual({ status: 'sent', via: 'Plausible' });
    expect(plausible).toHaveBeenCalledWith('e', { props: { a: 1 } });
    const gtag = vi.fn();
    sendAnalyticsEvent({ gtag }, 'e');
    expect(gtag).toHaveBeenCalledWith('event', 'e', {});
    const umamiTrack = vi.fn();
    expect(sendAnalyticsEvent({ umami: { track: umamiTrack } }, 'e').status).toBe('sent');
  });
  it('reports a throwing script instead of throwing', () => {
    const track = () => {
      throw new Error('blocked');
    };
    expect(sendAnalyticsEvent({ dz: { analytics: { track } } }, 'e')).toEqual({ status: 'failed', via: 'window.dz.analytics', error: 'blocked' });
  });
});
