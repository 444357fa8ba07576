import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AuthEnv } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { orders } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import { sharp } from "#server/images/sharp";
import { artworkIdSchema } from "#shared/artwork";
import { parseStoredImageUrl } from "#shared/images";
import { messages } from "#shared/messages";
import { orderNumber } from "#shared/order";
import { certificatePdf } from "./pdf";
import {
  CERTIFICATE_CODE,
  type Certificate,
  certificateOf,
  printCertificateOf,
  verifyPath,
} from "./service";

/** What a certificate's PDF needs besides the certificate: the shop. */
export type CertificateSite = { gallery: string; publicUrl: string };

/** The painting's own image for the page, from the image store (none for an outside URL). */
async function imageFor(images: ImageStore, imageUrl: string): Promise<Buffer | null> {
  const stored = parseStoredImageUrl(imageUrl);
  const webp = stored
    ? await images.get(`${stored.key}-960.webp`).catch(() => undefined)
    : undefined;
  // PDF pages take JPEG or PNG, not WebP.
  return webp ? sharp(webp).jpeg({ quality: 85 }).toBuffer() : null;
}

/** The PDF of one certificate. */
export async function certificateFile(
  deps: { images: ImageStore; site: CertificateSite },
  certificate: Certificate,
  number: number,
): Promise<Uint8Array> {
  const { widthCm, heightCm } = certificate;
  return certificatePdf({
    code: certificate.code,
    verifyUrl: `${deps.site.publicUrl}${verifyPath(certificate.code)}`,
    title: certificate.title,
    artist: certificate.artist,
    medium: certificate.medium,
    size: certificate.size,
    dimensions: widthCm !== null && heightCm !== null ? { widthCm, heightCm } : null,
    year: certificate.year,
    buyerName: certificate.buyerName,
    soldAt: certificate.soldAt,
    orderNumber: orderNumber(number),
    gallery: deps.site.gallery,
    image: await imageFor(deps.images, certificate.imageUrl),
    void: certificate.voidedAt !== null,
    ...(certificate.printNumber !== null && certificate.editionSize !== null
      ? { print: { number: certificate.printNumber, size: certificate.editionSize } }
      : {}),
  });
}

/**
 * `GET /api/orders/:id/certificates/:artworkId`: an original's certificate PDF, and
 * `GET /api/orders/:id/print-certificates/:code` a numbered print's, for the order's buyer
 * and the gallery's owners. Anyone else — signed out, another shopper, a wrong or malformed id —
 * is answered 404, as if there were no such certificate.
 */
export function certificateRoutes(deps: { db: Db; images: ImageStore; site: CertificateSite }) {
  const notFound = { error: messages.api.certificateNotFound };
  /** The order's number, if `user` may see its certificates: its buyer, or an owner. */
  const orderFor = async (user: AuthEnv["Variables"]["user"], id: string) => {
    const orderId = artworkIdSchema.safeParse(id);
    if (!user || !orderId.success) return undefined;
    const [order] = await deps.db
      .select({ userId: orders.userId, number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId.data));
    return order && (order.userId === user.id || user.isOwner) ? order : undefined;
  };
  const pdfOf = async (c: Context, certificate: Certificate, number: number) => {
    const pdf = await certificateFile(deps, certificate, number);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="certificate-${certificate.code}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  };
  return new Hono<AuthEnv>()
    .get("/:id/certificates/:artworkId", async (c) => {
      const order = await orderFor(c.get("user"), c.req.param("id"));
      const artworkId = artworkIdSchema.safeParse(c.req.param("artworkId"));
      if (!order || !artworkId.success) return c.json(notFound, 404);
      const certificate = await certificateOf(deps.db, c.req.param("id"), artworkId.data);
      return certificate ? pdfOf(c, certificate, order.number) : c.json(notFound, 404);
    })
    .get("/:id/print-certificates/:code", async (c) => {
      const order = await orderFor(c.get("user"), c.req.param("id"));
      const code = c.req.param("code").toUpperCase();
      if (!order || !CERTIFICATE_CODE.test(code)) return c.json(notFound, 404);
      const certificate = await printCertificateOf(deps.db, c.req.param("id"), code);
      return certificate ? pdfOf(c, certificate, order.number) : c.json(notFound, 404);
    });
}
