/** The library kinds of scenario drafts and of the photos of their maps (./drafts.ts). */
export const DRAFT_KIND = 'fab-scenario-draft';
export const PHOTO_KIND = 'fab-scenario-photo';
