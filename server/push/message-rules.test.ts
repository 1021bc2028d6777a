// The campaign message rules on a fake clock (Asia/Colombo is UTC+5:30), with the Poya days list
// the database is seeded with (migration 017) and the astronomical full moon past its end.
import { describe, expect, it } from 'vitest';
import { campaignDecision, colomboDay, nextCampaignSlot } from './message-rules';
import { fullMoonDays, poyaCalendar } from './poya-days';

/** An instant given as Colombo wall-clock time. */
const colombo = (local: string) => new Date(`${local}+05:30`);
const none = { sentToday: 0, sentThisWeek: 0 };
/** The seeded list: the 2026 days Sri Lanka declared that we could confirm. */
const SEEDED = [
  '2026-01-02',
  '2026-02-01',
  '2026-03-03',
  '2026-04-01',
  '2026-05-01',
  '2026-06-29',
  '2026-07-29',
  '2026-08-27',
  '2026-09-26',
  '2026-10-25',
];
const poya = poyaCalendar(SEEDED);

describe('campaign message rules', () => {
  it('sends between 08:00 and 21:00 Colombo time on an ordinary day', () => {
    expect(campaignDecision(colombo('2026-11-25T08:00:00'), none, poya)).toEqual({ kind: 'send' });
    expect(campaignDecision(colombo('2026-11-25T20:59:59'), none, poya)).toEqual({ kind: 'send' });
  });

  it('holds a message in quiet hours until 08:00', () => {
    expect(campaignDecision(colombo('2026-11-25T21:00:00'), none, poya)).toEqual({ kind: 'hold', until: colombo('2026-11-26T08:00:00') });
    expect(campaignDecision(colombo('2026-11-26T03:10:00'), none, poya)).toEqual({ kind: 'hold', until: colombo('2026-11-26T08:00:00') });
    // 23:30 UTC is already 05:00 the next morning in Colombo
    expect(nextCampaignSlot(new Date('2026-11-25T23:30:00Z'), poya)).toEqual(colombo('2026-11-26T08:00:00'));
    expect(colomboDay(new Date('2026-10-24T19:00:00Z'))).toBe('2026-10-25');
  });

  it('holds a message on a listed Poya day until 08:00 of the next day that is not one', () => {
    expect(campaignDecision(colombo('2026-10-25T11:00:00'), none, poya)).toEqual({ kind: 'hold', until: colombo('2026-10-26T08:00:00') });
    expect(nextCampaignSlot(colombo('2026-10-24T22:00:00'), poya)).toEqual(colombo('2026-10-26T08:00:00'));
    expect(campaignDecision(colombo('2026-01-02T09:00:00'), none, poya)).toEqual({ kind: 'hold', until: colombo('2026-01-03T08:00:00') });
  });

  it('within the list, the list decides: the astronomical full moon of a listed month is an ordinary day', () => {
    // the moon is full on 3 January and 30 June in Colombo, but the declared days were the 2nd and the 29th
    expect(fullMoonDays(2026).has('2026-01-03')).toBe(true);
    expect(fullMoonDays(2026).has('2026-06-30')).toBe(true);
    expect(campaignDecision(colombo('2026-01-03T12:00:00'), none, poya)).toEqual({ kind: 'send' });
    expect(campaignDecision(colombo('2026-06-30T12:00:00'), none, poya)).toEqual({ kind: 'send' });
    // a day the operators add is held at once
    const added = poyaCalendar([...SEEDED, '2026-10-12']);
    expect(campaignDecision(colombo('2026-10-12T12:00:00'), none, added)).toEqual({ kind: 'hold', until: colombo('2026-10-13T08:00:00') });
  });

  it('after the list ends, the astronomical full moon in Colombo holds campaigns', () => {
    // full moons after 25 October 2026: 24 November (14:53 UTC, 20:23 in Colombo), 24 December
    expect(campaignDecision(colombo('2026-11-24T12:00:00'), none, poya)).toEqual({ kind: 'hold', until: colombo('2026-11-25T08:00:00') });
    expect(nextCampaignSlot(colombo('2026-12-23T21:30:00'), poya)).toEqual(colombo('2026-12-25T08:00:00'));
    expect(campaignDecision(colombo('2027-01-22T15:00:00'), none, poya)).toEqual({ kind: 'hold', until: colombo('2027-01-23T08:00:00') });
    expect(campaignDecision(colombo('2027-01-21T15:00:00'), none, poya)).toEqual({ kind: 'send' });
    // an empty list: the moon alone
    expect(campaignDecision(colombo('2026-10-26T12:00:00'), none, poyaCalendar([]))).toEqual({
      kind: 'hold',
      until: colombo('2026-10-27T08:00:00'),
    });
  });

  it('lets a person get one campaign a day and three in the last 7 days', () => {
    const noon = colombo('2026-11-25T12:00:00');
    expect(campaignDecision(noon, { sentToday: 1, sentThisWeek: 1 }, poya)).toEqual({ kind: 'capped' });
    expect(campaignDecision(noon, { sentToday: 0, sentThisWeek: 3 }, poya)).toEqual({ kind: 'capped' });
    expect(campaignDecision(noon, { sentToday: 0, sentThisWeek: 2 }, poya)).toEqual({ kind: 'send' });
  });
});
