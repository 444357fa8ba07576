import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { escapeHtml } from "#server/lib/html";
import { formatDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { dimensionsText } from "./pdf";
import { CERTIFICATE_CODE, type Certificate, certificateByCode } from "./service";

const text = messages.verify;

/**
 * The page a certificate's QR code opens: the work, its date of sale and whether the
 * certificate is genuine (or void, its sale refunded) — never who bought it. A plain page of
 * its own (no app to load), kept out of search engines.
 */
export function verifyPage(certificate: Certificate, site: { gallery: string }): string {
  const { widthCm, heightCm } = certificate;
  const dimensions = dimensionsText({
    size: certificate.size,
    dimensions: widthCm !== null && heightCm !== null ? { widthCm, heightCm } : null,
  });
  const { printNumber, editionSize } = certificate;
  const print =
    printNumber !== null && editionSize !== null
      ? messages.editions.printNumber(printNumber, editionSize)
      : null;
  const rows: Array<[string, string]> = [
    [text.artist, certificate.artist],
    ...(print ? [[text.edition, print] as [string, string]] : []),
    [text.medium, certificate.medium],
    [text.dimensions, dimensions],
    [text.year, String(certificate.year)],
    [text.soldOn, formatDay(certificate.soldAt.toISOString())],
    [text.code, certificate.code],
  ];
  const genuine = certificate.voidedAt === null;
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(`${text.title}: ${certificate.title} — ${site.gallery}`)}</title>
<style>
body{margin:0;background:#f8f6f1;color:#1f1b16;font:16px/1.5 system-ui,sans-serif}
header,main{max-width:46rem;margin:0 auto;padding:1.25rem}
header a{color:inherit;font:1.5rem Georgia,serif;text-decoration:none}
h1{font:2rem/1.2 Georgia,serif;margin:.5rem 0 1rem}
.status{border-radius:1rem;padding:1rem 1.25rem;margin:0 0 1.5rem}
.genuine{background:#e7f3ea;color:#14532d;border:1px solid #86c29a}
.void{background:#fdecec;color:#7f1d1d;border:1px solid #e8a1a1}
.status strong{display:block;font-size:1.15rem}
img{display:block;max-width:100%;max-height:28rem;margin:0 auto 1.5rem;border-radius:.75rem;box-shadow:0 4px 16px rgba(0,0,0,.15)}
h2{font:1.5rem Georgia,serif;margin:0 0 .75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1.5rem;margin:0 0 2rem}
dt{color:#6b6358}dd{margin:0}
.button{display:inline-block;border-radius:999px;background:#1f1b16;color:#f8f6f1;padding:.6rem 1.2rem;text-decoration:none}
</style>
</head>
<body>
<header><a href="/">${e(site.gallery)}</a></header>
<main>
<h1>${e(text.title)}</h1>
<p class="status ${genuine ? "genuine" : "void"}" role="status"><strong>${e(genuine ? text.genuine : text.voided)}</strong>${e(genuine ? (print ? text.printGenuineText : text.genuineText)(site.gallery) : text.voidedText)}</p>
<img src="${e(certificate.imageUrl)}" alt="${e(certificate.title)}">
<h2>${e(certificate.title)}</h2>
<dl>${rows.map(([term, value]) => `<dt>${e(term)}</dt><dd>${e(value)}</dd>`).join("")}</dl>
<a class="button" href="/">${e(text.back)}</a>
</main>
</body>
</html>`;
}

/**
 * `GET /verify/<code>`: the certificate's page. An unknown or malformed code is left to the
 * site's 404 page.
 */
export function verifyRoutes(deps: { db: Db; gallery: string }) {
  return new Hono().get("/verify/:code", async (c, next) => {
    const code = c.req.param("code").toUpperCase();
    const found = CERTIFICATE_CODE.test(code) ? await certificateByCode(deps.db, code) : undefined;
    if (!found) return next();
    c.header("X-Robots-Tag", "noindex");
    c.header("Cache-Control", "no-cache");
    return c.html(verifyPage(found, { gallery: deps.gallery }));
  });
}
