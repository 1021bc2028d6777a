// Answer shapes several routes share, for their doc() markers.
import * as z from 'zod';

/** A list of stored rows, described by the route's summary (console screens read them as they come). */
export const rowList = z.array(z.looseObject({}));
/** An object described by the route's summary. */
export const anyObject = z.looseObject({});
