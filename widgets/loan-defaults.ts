// Where the amount and term start when the page sets neither: a typical first loan of 100,000 LKR
// over a year. The offers filter and the registration form start from the same loan.
export const DEFAULT_LOAN = { amount: 100_000, termDays: 365 } as const;
