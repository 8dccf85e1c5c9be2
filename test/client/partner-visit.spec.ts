import { promotionCodeOf, visitorId } from '../../src/services/partner-visit';

describe('partner visits (promotion links and QR)', () => {
  it('reads the code from a mini-program code (scene), the QR path (pm), a scanned H5 link (q) or the /:channel segment', () => {
    expect(promotionCodeOf({ pm: 'ctpromo' })).toBe('ctpromo');
    // a mini-program code: WeChat passes its scene URL-encoded; the scene wins over a path `pm`
    expect(promotionCodeOf({ scene: 'ct_promo-1' })).toBe('ct_promo-1');
    expect(promotionCodeOf({ scene: encodeURIComponent('ctpromo'), pm: 'other1' })).toBe('ctpromo');
    expect(promotionCodeOf({ scene: '%E0%A4%A', pm: 'ctpromo' })).toBe('ctpromo');
    expect(promotionCodeOf({ scene: encodeURIComponent('a b/c') })).toBe('');
    expect(promotionCodeOf({ q: encodeURIComponent('https://codetrek.cn/ctpromo?from=qr') })).toBe('ctpromo');
    expect(promotionCodeOf({ channel: 'ctpromo' })).toBe('ctpromo');
    // not a promotion code: too short, bad characters, nothing given
    expect(promotionCodeOf({ pm: 'ab' })).toBe('');
    expect(promotionCodeOf({ channel: '../etc' })).toBe('');
    expect(promotionCodeOf({})).toBe('');
  });

  it('keeps one anonymous visitor id per device', () => {
    const first = visitorId();
    expect(first).toMatch(/^v[a-z0-9]{8,}$/);
    expect(visitorId()).toBe(first);
  });
});
