// Atelier's own: what the shop says of its own health — incidents in the admin's banner (the
// same words go in the owners' alert mails) and the owner's backups.
export const operationsTexts = {
  incidents: {
    heading: "Needs attention",
    since: (when: string) => `Since ${when}.`,
    backupFailed: (reason: string) => `The last backup failed: ${reason}`,
    mailFailing: (minutes: number, reason: string) =>
      `E-mail has not been going out for ${minutes} minutes: ${reason}`,
    webhookSignatures: (count: number) =>
      `Stripe's webhook calls are being refused: ${count} in the last hour had a bad signature. Check that STRIPE_WEBHOOK_SECRET is the signing secret of this shop's webhook endpoint in Stripe.`,
    diskLow: (free: string) =>
      `Less than 1 GB is free where the shop keeps its data (${free} left). Make room, or the shop will stop taking orders and images.`,
    sweepSilent: (minutes: number) =>
      `The shop's minute sweep has not run for ${minutes} minutes: ended holds are not being released and mail that is due is not being written. Restart the shop.`,
  },
  backups: {
    heading: "Backups",
    last: (when: string) => `Last verified backup: ${when}.`,
    none: "No backup has been made yet.",
    next: (when: string) => `Next: ${when}.`,
    off: "Scheduled backups are off (BACKUP_SCHEDULE=off).",
    download: (when: string) => `Download the backup of ${when}`,
    places: { disk: "on the server", s3: "in the bucket" },
    notHere: "This backup is kept on another server's disk.",
  },
} as const;
