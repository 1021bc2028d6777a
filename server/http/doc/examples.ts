// Request-body examples the document shows (and its test validates against each body's schema):
// fictional values only, never a real person, key or lender.

export const LEAD_ID_EXAMPLE = '0b7d8c1e-5f2a-4c3d-9e8f-1a2b3c4d5e6f';
export const LEAD_TOKEN_EXAMPLE = 'kq3Zx9vT2mLw8RbN4pYc7sHd1fGj6uQe';

/** A browser asks for or checks its lead's code (POST /api/leads/{lead_id}/otp, …/verify). */
export const OTP_SEND_EXAMPLE = { lead_token: LEAD_TOKEN_EXAMPLE };
export const OTP_CHECK_EXAMPLE = { lead_token: LEAD_TOKEN_EXAMPLE, code: '123456' };

/** The borrower page's sign-in (POST /api/my/code, /api/my/session). */
export const MY_CODE_EXAMPLE = { phone: '077 123 4567', lang: 'si' };
export const MY_SESSION_EXAMPLE = { phone: '077 123 4567', code: '123456' };

/** The SMS gateway forwards a reply (POST /api/sms/inbound). */
export const SMS_INBOUND_EXAMPLE = { from: '94771234567', message: 'STOP' };

/** A lender's state for a lead (POST /webhook). */
export const WEBHOOK_EXAMPLE = { lead_id: LEAD_ID_EXAMPLE, state_type: 'approved' };

/** A browser's push token (POST /set-token). */
export const SET_TOKEN_EXAMPLE = { token: 'fcm-token-from-the-browser', domain: 'loans.example.lk', utm_source: 'facebook' };

/** The console's sign-in (POST /api/console/login). */
export const CONSOLE_LOGIN_EXAMPLE = { email: 'ops@naya.lk', password: 'a long passphrase' };

/** A push campaign (POST /api/admin/campaigns, …/check). */
export const CAMPAIGN_EXAMPLE = {
  content: {
    en: { title: 'Poya day offers', body: 'Compare loan offers from licensed lenders.', url: '/en/' },
    si: { title: 'පෝය දින දීමනා', body: 'බලපත්‍රලාභී ණය දීමනා සසඳන්න.', url: '/si/' },
  },
  audience: { district: 'Colombo', from: '2026-11-01', to: '2026-11-25' },
};

/** An offer as the console stores it (POST /api/console/offers, PUT …/{id}): a fictional lender. */
export const OFFER_EXAMPLE = {
  offer_id: 'example-quick-cash',
  lender: 'Example Quick Cash',
  logo: '/img/lenders/nelum-quick-cash.svg',
  url: 'https://lender.example/apply?lead_id={lead_id}&click_id={click_id}',
  amount_min: 5000,
  amount_max: 50000,
  term_min_days: 7,
  term_max_days: 90,
  rate_type: 'flat',
  monthly_rate: 3.5,
  apr: 51,
  processing_fee_pct: 0,
  processing_fee_fixed: 0,
  approval_minutes: 15,
  age_min: 18,
  age_max: 60,
  min_income: 20000,
  first_loan_free: true,
  licence: 'A fictional lender, not licensed by the Central Bank of Sri Lanka',
  rating: 4.5,
  sponsored: false,
  demo: true,
};

export const OFFER_ORDER_EXAMPLE = { offer_ids: ['example-quick-cash', 'nelum-quick-cash'] };
