-- /my/ sign-in codes go out from the job queue (server/my/sign-in.ts), so `POST /api/my/code`
-- answers before any gateway call, known phone or not. The job carries only the send's id; what it
-- sends waits here, sealed under the partner key (server/partners/secret-box.ts: the phone and the
-- message with the code), and is cleared once sent or given up.
alter table my_code_sends add column if not exists pending text;
