// The age a quote request may give (DESIGN "Quotes": `birth_year` must give an age of 18–75), by
// the Colombo year. Its own file, free of the lead's parsers, so the form's lazy quote step can
// check the year of birth exactly as the server does without taking those parsers out of the
// widgets' first download (widgets size budget). common/quotes.ts re-exports it.
import { COLOMBO_OFFSET_MS } from './colombo';

export const QUOTE_AGE_MIN = 18;
export const QUOTE_AGE_MAX = 75;

/** The age a lender is told: this year (Asia/Colombo) less the birth year. */
export const ageFromBirthYear = (birthYear: number, now: Date) => new Date(now.getTime() + COLOMBO_OFFSET_MS).getUTCFullYear() - birthYear;
