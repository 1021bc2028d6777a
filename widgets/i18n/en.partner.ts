// What an English partner page loads for the widgets (partner.tsx): the copy alone; Latin letters
// need no font of ours.
export { en as messages } from './en';
