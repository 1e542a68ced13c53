import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads the external audience and the speech model directory, and leaves them unset when absent or empty', () => {
    expect(loadConfig({ OIDC_AUDIENCE: 'pte-api', POCKETSPHINX_MODEL: '/opt/model' }, '/srv')).toMatchObject({ oidcAudience: 'pte-api', pocketsphinxModel: '/opt/model' });
    const unset = loadConfig({ OIDC_AUDIENCE: '' }, '/srv');
    expect(unset.oidcAudience).toBeUndefined();
    expect(unset.pocketsphinxModel).toBeUndefined();
  });
});

describe('loadConfig: payments', () => {
  it('uses the embedded sandbox without keys, and live PayPal and Zarinpal once their keys are set', () => {
    const sandbox = loadConfig({}, '/srv');
    expect(sandbox.payments.paypal.baseUrl).toBeNull();
    expect(sandbox.payments.zarinpal.baseUrl).toBeNull();
    const live = loadConfig({
      PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH1', ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be',
    }, '/srv');
    expect(live.payments.paypal.baseUrl).toBe('https://api-m.paypal.com');
    expect(live.payments.zarinpal.baseUrl).toBe('https://payment.zarinpal.com');
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: 'W', PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com/' }, '/srv')
      .payments.paypal.baseUrl).toBe('https://api-m.sandbox.paypal.com');
  });

  it('refuses half a set of PayPal keys, a malformed merchant code and a plain-http gateway', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' }, '/srv')).toThrow(/PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID together/);
    expect(() => loadConfig({ ZARINPAL_MERCHANT_ID: 'abc' }, '/srv')).toThrow(/36-character merchant code/);
    expect(() => loadConfig({ ZARINPAL_BASE_URL: 'http://gateway.example', ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be' }, '/srv')).toThrow(/https address/);
  });

  it('dates the promo banner to the next July 3rd unless told otherwise, and turns it off with an empty country', () => {
    const banner = loadConfig({}, '/srv').promoBanner!;
    expect(banner).toMatchObject({ country: 'IR', code: 'FREEMONTH', freeDays: 30 });
    expect(banner.until).toMatch(/^\d{4}-07-03$/);
    expect(banner.until >= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(loadConfig({ PROMO_BANNER_UNTIL: '2027-01-31', PROMO_BANNER_CODE: 'NOWRUZ' }, '/srv').promoBanner).toMatchObject({ code: 'NOWRUZ', until: '2027-01-31' });
    expect(loadConfig({ PROMO_BANNER_COUNTRY: '' }, '/srv').promoBanner).toBeNull();
    expect(() => loadConfig({ PROMO_BANNER_UNTIL: 'July 3' }, '/srv')).toThrow(/PROMO_BANNER_UNTIL/);
  });
});
