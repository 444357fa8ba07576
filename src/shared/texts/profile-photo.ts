/**
 * Atelier's own: the profile photo — choosing one, removing it, and why an upload was refused.
 * ("Change Photo" itself is the profile's own text, `account.changePhoto`.)
 */
export const profilePhotoTexts = {
  profilePhoto: {
    remove: "Remove photo",
    uploading: "Uploading...",
    removing: "Removing...",
    saved: "Your photo is updated.",
    removed: "Your photo is removed. Your initials show instead.",
    hint: "JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.",
    noFile: "Choose a photo to upload (form field 'photo').",
    notAnImage: "The photo must be a JPEG, PNG or WebP image.",
    tooLarge: "The photo must be 5 MB or smaller.",
    tooManyPixels: "The photo must be 50 megapixels or fewer.",
    unreadable: "This image could not be read: it may be damaged. Please try another file.",
    tooMany: "Too many photo uploads from your account. Please try again in an hour.",
    storeUnavailable: "Photos cannot be saved just now. Please try again in a minute.",
    failed: "We couldn't change your photo just now. Please try again.",
  },
} as const;
