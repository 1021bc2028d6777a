// The pixel and `/webhook` agree on how long a lead id may be (common/limits.ts): an id the pixel
// forwards is stored, and one the webhook would refuse is not forwarded at all (else every later
// page view would post it again and be refused again).
import { expect, it } from 'vitest';
import { LEAD_ID_MAX } from '../../common/limits';
import { PIXEL_STATE_TYPE } from '../../loader/pixel';
import { pixelMessage, readPixelMessage } from '../../loader/pixel-message';
import { appOn, form } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

describeEachBackend('lead id length: the pixel and /webhook', (get) => {
  it('stores the longest id the pixel forwards; one character more is neither forwarded nor stored', async () => {
    const longest = '7'.repeat(LEAD_ID_MAX);
    const tooLong = `${longest}7`;
    expect(readPixelMessage(pixelMessage(longest))).toEqual({ leadId: longest, leadToken: null });
    expect(readPixelMessage(pixelMessage(tooLong))).toBeNull();
    const { app } = await appOn(get());
    const stored = await app.request('/webhook', form({ lead_id: longest, state_type: PIXEL_STATE_TYPE }));
    expect(stored.status).toBe(204);
    const refused = await app.request('/webhook', form({ lead_id: tooLong, state_type: PIXEL_STATE_TYPE }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toHaveProperty('lead_id');
    expect(await get().db.query('select lead_id from webhooks where lead_id = $1', [longest])).toHaveLength(1);
  });
});
