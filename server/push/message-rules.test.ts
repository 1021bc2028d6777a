// The campaign message rules on a fake clock (Asia/Colombo is UTC+5:30).
import { describe, expect, it } from 'vitest';
import { campaignDecision, colomboDay, nextCampaignSlot } from './message-rules';
import { isPoyaDay } from './poya-days';

/** An instant given as Colombo wall-clock time. */
const colombo = (local: string) => new Date(`${local}+05:30`);
const none = { sentToday: 0, sentThisWeek: 0 };

describe('campaign message rules', () => {
  it('sends between 08:00 and 21:00 Colombo time on an ordinary day', () => {
    expect(campaignDecision(colombo('2026-11-25T08:00:00'), none)).toEqual({ kind: 'send' });
    expect(campaignDecision(colombo('2026-11-25T20:59:59'), none)).toEqual({ kind: 'send' });
  });

  it('holds a message in quiet hours until 08:00', () => {
    expect(campaignDecision(colombo('2026-11-25T21:00:00'), none)).toEqual({ kind: 'hold', until: colombo('2026-11-26T08:00:00') });
    expect(campaignDecision(colombo('2026-11-26T03:10:00'), none)).toEqual({ kind: 'hold', until: colombo('2026-11-26T08:00:00') });
    // 23:30 UTC is already 05:00 the next morning in Colombo
    expect(nextCampaignSlot(new Date('2026-11-25T23:30:00Z'))).toEqual(colombo('2026-11-26T08:00:00'));
  });

  it('holds a message on a Poya day until 08:00 of the next day that is not one', () => {
    expect(isPoyaDay('2026-10-25')).toBe(true); // Vap, confirmed
    expect(campaignDecision(colombo('2026-10-25T11:00:00'), none)).toEqual({ kind: 'hold', until: colombo('2026-10-26T08:00:00') });
    expect(nextCampaignSlot(colombo('2026-10-24T22:00:00'))).toEqual(colombo('2026-10-26T08:00:00'));
    // a provisional month keeps both candidate days quiet
    expect(nextCampaignSlot(colombo('2026-12-22T21:30:00'))).toEqual(colombo('2026-12-25T08:00:00'));
    expect(colomboDay(new Date('2026-10-24T19:00:00Z'))).toBe('2026-10-25');
  });

  it('lets a person get one campaign a day and three in the last 7 days', () => {
    const noon = colombo('2026-11-25T12:00:00');
    expect(campaignDecision(noon, { sentToday: 1, sentThisWeek: 1 })).toEqual({ kind: 'capped' });
    expect(campaignDecision(noon, { sentToday: 0, sentThisWeek: 3 })).toEqual({ kind: 'capped' });
    expect(campaignDecision(noon, { sentToday: 0, sentThisWeek: 2 })).toEqual({ kind: 'send' });
  });
});
