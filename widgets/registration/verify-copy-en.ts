// The phone-code step's words in English (verify-copy-si.ts has the same keys: its type).
import type { VerifyCopy } from './verify-copy-si';

export const verifyCopy: VerifyCopy = {
  title: 'Confirm your mobile number',
  sentTo: (masked) => `We sent a 6-digit code by SMS to ${masked}.`,
  sending: 'Sending the code…',
  codeLabel: 'Code from the SMS',
  submit: 'Confirm',
  checking: 'Checking…',
  resend: 'Send a new code',
  resendIn: (seconds) => `Send a new code in ${seconds} s`,
  skip: 'Skip, show my offers',
  verified: 'Thank you, your number is confirmed.',
  wrong: 'That code is not right. Check the SMS and enter it again.',
  format: 'Please enter the 6 digits from the SMS.',
  expired: 'This code has expired. Please send a new code.',
  voided: 'Too many wrong codes: this code no longer works. Please send a new code.',
  leadLimit: (minutes) => `We have already sent 3 codes in the last hour. Try again in ${minutes} min, or skip for now.`,
  tooMany: (minutes) => `Too many attempts from this connection. Try again in ${minutes} min.`,
  dailyLimit: 'We cannot send more codes today. You can skip this step; your application is kept.',
  smsDown: 'We could not send the SMS just now. Your application is kept; please try again in a minute.',
  offline: 'You are offline. We will go on as soon as you are back online.',
  error: 'Something went wrong on our side. Please try again.',
  // The words after a registration, with or without the code step (RegistrationDone).
  myPageText: "You can follow your application and each lender's answer at any time.",
  myPageLink: 'See my applications',
  homeScreenHint: 'To get updates on this iPhone, add Naya to the Home Screen: tap Share, then “Add to Home Screen”.',
  successOffers: 'Here are the loan offers that suit you.',
  redirecting: 'Taking you to the next page…',
  duplicateText:
    'An application with these details is already with us, so there is no need to apply again. You can see it and follow its progress on your page.',
  duplicateLink: 'Go to my page',
};
