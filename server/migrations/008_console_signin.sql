-- Console sign-in and sessions (docs/security.md "Console sign-in and sessions").
-- Sign-in attempts per account, the account being the SHA-256 of the e-mail tried, known or not
-- (so an unknown e-mail locks exactly as a known one, and no typed text is stored). A row is
-- written before the password is checked and deleted by a success: what is left are failures.
create table if not exists console_signin_attempts (
  id      bigserial primary key,
  account text not null,
  at      timestamptz not null
);
create index if not exists console_signin_attempts_account on console_signin_attempts (account, at);
create index if not exists console_signin_attempts_at on console_signin_attempts (at);

-- An account locked after too many failures, until `locked_until`.
create table if not exists console_signin_locks (
  account      text primary key,
  locked_until timestamptz not null
);

-- A disabled operator cannot sign in, and their sessions end at once.
alter table console_users add column if not exists disabled_at timestamptz;
