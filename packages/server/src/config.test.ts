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
