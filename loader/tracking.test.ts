import { beforeEach, describe, expect, it } from 'vitest';
import { getTrackingParams } from './tracking';

const SESSION = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_SESSION = '9b241101-e2bb-4255-8caf-4136c566a962';
const config = { src: 'partner', mdm: 'affiliate', cmp: 'cfg-campaign', cnt: 'cfg-content', trm: 'cfg-term' };

describe('getTrackingParams', () => {
  beforeEach(() => localStorage.clear());

  it('takes the page URL first', () => {
    const params = getTrackingParams(config, SESSION, 'https://p.example/?utm_source=google&utm_medium=cpc&utm_campaign=loans&x=1');
    expect(params).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'loans' });
  });

  it('else maps the config fields src, mdm, cmp, cnt, trm', () => {
    expect(getTrackingParams(config, SESSION, 'https://p.example/')).toEqual({
      utm_source: 'partner',
      utm_medium: 'affiliate',
      utm_campaign: 'cfg-campaign',
      utm_content: 'cfg-content',
      utm_term: 'cfg-term',
    });
  });

  it('else keeps what this session already saw, so later pages keep the attribution', () => {
    getTrackingParams({}, SESSION, 'https://p.example/?utm_source=google&utm_term=loan');
    expect(getTrackingParams({}, SESSION, 'https://p.example/page2/')).toEqual({ utm_source: 'google', utm_term: 'loan' });
  });

  it('keeps the campaign the visitor arrived with when page 2 has a partner config', () => {
    getTrackingParams(config, SESSION, 'https://p.example/?utm_source=google&utm_campaign=arrival');
    expect(getTrackingParams(config, SESSION, 'https://p.example/page2/')).toEqual({ utm_source: 'google', utm_campaign: 'arrival' });
  });

  it("keeps the first page's config attribution when a later page configures another", () => {
    getTrackingParams(config, SESSION, 'https://p.example/');
    expect(getTrackingParams({ src: 'other', cmp: 'other-campaign' }, SESSION, 'https://p.example/page2/')).toMatchObject({
      utm_source: 'partner',
      utm_campaign: 'cfg-campaign',
    });
  });

  it('takes the config again in a new session', () => {
    getTrackingParams(config, SESSION, 'https://p.example/?utm_source=google');
    expect(getTrackingParams(config, OTHER_SESSION, 'https://p.example/')).toMatchObject({
      utm_source: 'partner',
      utm_campaign: 'cfg-campaign',
    });
  });

  it('does not carry attribution into a new session', () => {
    getTrackingParams({}, SESSION, 'https://p.example/?utm_source=google');
    expect(getTrackingParams({}, OTHER_SESSION, 'https://p.example/')).toEqual({});
  });

  it('a new campaign in the URL replaces the stored one as a whole', () => {
    getTrackingParams({}, SESSION, 'https://p.example/?utm_source=google&utm_campaign=a');
    getTrackingParams({}, SESSION, 'https://p.example/?utm_source=facebook');
    expect(getTrackingParams({}, SESSION, 'https://p.example/')).toEqual({ utm_source: 'facebook' });
  });
});
