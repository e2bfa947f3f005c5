/** The actions the audit log's filter offers by name; any other stored action is offered as its code. */
export const AUDIT_ACTIONS = [
  'listing.create', 'listing.update', 'listing.publish', 'listing.unpublish', 'listing.delete', 'listing.fromOwner', 'listing.photos.add', 'listing.floorPlan',
  'project.create', 'project.update', 'project.delete', 'project.photos.add',
  'inbox.status', 'inbox.assign', 'inbox.note', 'inbox.reply',
  'content.banner.create', 'content.banner.update', 'content.banner.delete',
  'content.specialList.create', 'content.specialList.update', 'content.specialList.delete',
  'place.create', 'place.update', 'place.hide', 'place.show', 'place.delete',
  'settings.update', 'staff.create', 'staff.update', 'staff.password-reset', 'staff.password', 'staff.two-factor', 'staff.language', 'staff.signature', 'staff.availability', 'staff.dayAway.add', 'staff.dayAway.remove',
  'alert.unsubscribe', 'alert.send-due-digests', 'outbox.resend',
  'viewing.confirm', 'viewing.move', 'viewing.decline', 'viewing.cancel', 'viewing.cancel-by-renter',
  'sign-in', 'sign-in-password', 'sign-in-failed', 'sign-out',
] as const;

/** Recorded as ever, but hidden unless asked for: they would flood the log. */
export const SIGN_IN_ACTIONS: readonly string[] = ['sign-in', 'sign-in-password', 'sign-in-failed', 'sign-out'];

/** The message key of an action's label (next-intl keys cannot hold dots). */
export function actionKey(action: string): string {
  return action.replace(/[.-]/g, '_');
}
