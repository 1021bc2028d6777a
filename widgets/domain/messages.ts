// Moved to common/domain/ (the server checks the same rules). This path stays while the site's
// and the console's imports of it move over; new code imports common/domain.
export * from '../../common/domain/messages';
