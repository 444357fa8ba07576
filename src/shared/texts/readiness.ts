/**
 * Atelier's own: whether the shop is ready to open — the Overview's list, `GET
 * /api/admin/readiness` and `npm run doctor` (decision 052). Labels say the state; fixes say
 * what to do (where is given apart, as a path).
 */
export const readinessTexts = {
  readiness: {
    heading: "Ready to open",
    title: (ok: number, all: number) => `Ready to open: ${ok} of ${all}`,
    intro: "What the shop needs before buyers arrive, checked as you open this page.",
    ready: "Nothing blocks the opening: the shop is ready for buyers.",
    blockers: (n: number) =>
      n === 1
        ? "1 thing to put right before the shop opens."
        : `${n} things to put right before the shop opens.`,
    notReady: (n: number) => (n === 1 ? "Not ready: 1 blocker" : `Not ready: ${n} blockers`),
    // The icons' text alternatives.
    passed: "Done",
    failed: "To do",
    advised: "Advised",
    advice: "Advised, not required",
    loading: "Checking the shop...",
    loadFailed: "We couldn't check the shop just now.",
    retry: "Check again",
    // Before a section of the operations guide, shown as its path.
    see: "See",
    /** What each item is about, for the lines that say it could not be checked. */
    names: {
      "public-url": "Public address",
      database: "Database",
      owner: "Owner account",
      business: "Business details",
      "shop-setup": "Delivery rates and pages",
      mail: "E-mail",
      payments: "Payments",
      images: "Images",
      backups: "Backups",
    },
    checkFailed: (what: string, reason: string) => `${what}: could not be checked (${reason})`,
    checkFailedFix: "Look for the error on the shop's log, and try again.",

    publicUrl: {
      ok: (url: string) => `Public address: ${url}`,
      notHttps: (url: string) => `Public address is not https: ${url}`,
      local: (url: string) => `Public address is this machine, not the shop's domain: ${url}`,
      ip: (url: string) => `Public address is an IP address, not a domain: ${url}`,
      noDot: (url: string) => `Public address is not a full domain name: ${url}`,
      fix: "Set PUBLIC_URL to the shop's https address, such as https://www.example.co.uk.",
    },
    database: {
      ok: (where: string, applied: number) =>
        `Database: ${where}, all ${applied} migrations applied`,
      postgres: (host: string) => `PostgreSQL at ${host}`,
      embedded: (dir: string) => `embedded, in ${dir}`,
      behind: (where: string, applied: number, all: number) =>
        `Database: ${where}, ${applied} of ${all} migrations applied`,
      ahead: (where: string) => `Database: ${where}, changed by a newer version of Atelier`,
      behindFix: "Start the shop (npm start): it applies the migrations before it serves.",
      aheadFix: "Update Atelier to the version that last ran on this database.",
      missing: (dir: string) => `Database: none yet in ${dir}`,
      missingFix: "Start the shop once (npm start): it creates the database.",
      unreachable: (where: string, reason: string) =>
        `Database: ${where} does not answer (${reason})`,
      unreachableFix: "Check DATABASE_URL, and that the database server is running.",
      inUse: (pid: string) =>
        `Database: the embedded database is in use by the running shop (process ${pid})`,
      inUseFix: "Stop it to check, or read the same list on /admin's Overview.",
      unopened: (reason: string) => `Database: could not be opened (${reason})`,
      unopenedFix: "Check DATA_DIR, or DATABASE_URL.",
    },
    // The checks that read the database, when it could not be read.
    unchecked: (what: string, why: string) => `${what}: not checked, ${why}`,
    uncheckedInUse: (pid: string) =>
      `the embedded database is in use by the running shop (process ${pid})`,
    uncheckedDatabase: "the database is not ready",
    uncheckedFix: "Put the database right first.",
    owner: {
      ok: "Owner account: set up",
      missing: "No owner account yet",
      fix: "Open the setup link the shop prints on its log at start, or grant the role with npm run admin -- grant <email>.",
    },
    business: {
      ok: (name: string) => `Business details: ${name}`,
      missing: (fields: string[]) => `Business details are missing: ${fields.join(", ")}`,
      fields: { businessName: "trading name", address: "address", email: "contact e-mail" },
      fix: "Fill in the business details on the Shop tab.",
    },
    shopSetup: {
      ok: "Delivery rates and the five shop pages: saved by you",
      missing: (things: string[]) => `Not yet saved by you: ${things.join(", ")}`,
      rates: "delivery rates",
      fix: "Read each one on the Shop tab, change what does not fit the shop, and save it.",
    },
    mail: {
      ok: (host: string, from: string) => `E-mail: sent through ${host} as ${from}`,
      noSmtp: "E-mail is not sent: no SMTP_URL, so mail is written to files",
      noFrom: (host: string) => `E-mail: through ${host}, but MAIL_FROM is not set`,
      unreachable: (host: string, reason: string) =>
        `E-mail cannot be sent through ${host}: ${reason}`,
      fix: "Set SMTP_URL to the mail server and MAIL_FROM to the shop's sender address.",
      reasons: {
        auth: "the server refused the user name or password",
        timeout: "no answer within 5 seconds",
        refused: "connection refused",
        dns: "no such host",
        tls: "a TLS problem",
        other: "an SMTP error",
      },
    },
    payments: {
      stripe: (mode: "live" | "test") =>
        mode === "live"
          ? "Payments: by card through Stripe (live keys)"
          : "Payments: by card through Stripe (test keys: no real money is taken)",
      instructions: "Payments: by your payment instructions",
      missing: "Payments: neither card payments nor your own payment instructions are set",
      fix: "Write your payment instructions on the Shop tab to say how buyers pay you, or set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take cards.",
    },
    images: {
      ok: (where: string) => `Images: ${where}, writable`,
      file: (dir: string) => `stored in ${dir}`,
      s3: (bucket: string) => `stored in bucket ${bucket}`,
      failed: (reason: string) => `Images cannot be stored: ${reason}`,
      fix: "Make DATA_DIR/images writable by the shop, or check IMAGE_STORE and the S3 settings.",
    },
    backups: {
      notScheduled: "Backups: not scheduled (BACKUP_SCHEDULE is off)",
      recent: (age: string) => `Backups: last verified ${age} ago`,
      underAnHour: "less than an hour",
      stale: (age: string) => `Backups: the last verified one is ${age} old`,
      never: (next: string) => `Backups: none verified yet; the first is due ${next}`,
      fix: "Keep the shop running through its backup time (BACKUP_SCHEDULE, 03:00 by default); if the Overview says the last one failed, fix what it names.",
      fixOff:
        "Set BACKUP_SCHEDULE to when backups are made, for example 0 3 * * * for 03:00 every day.",
    },
  },
} as const;
