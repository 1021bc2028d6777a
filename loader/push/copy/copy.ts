// The shape of one language's prompt copy, apart from texts.ts (which loads these files), so a copy
// file and its loader do not import each other.
/** [message, allow, reject, close label, dialog title (read by screen readers)] */
export type Copy = readonly [string, string, string, string, string];
