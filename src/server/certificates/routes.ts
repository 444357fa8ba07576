import { eq } from "drizzle-orm";
import { Hono } from "hono";
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
import { type Certificate, certificateOf, verifyPath } from "./service";

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
  });
}

/**
 * `GET /api/orders/:id/certificates/:artworkId`: the certificate's PDF, for the order's buyer
 * and the gallery's owners. Anyone else — signed out, another shopper, a wrong or malformed id —
 * is answered 404, as if there were no such certificate.
 */
export function certificateRoutes(deps: { db: Db; images: ImageStore; site: CertificateSite }) {
  const notFound = { error: messages.api.certificateNotFound };
  return new Hono<AuthEnv>().get("/:id/certificates/:artworkId", async (c) => {
    const user = c.get("user");
    const orderId = artworkIdSchema.safeParse(c.req.param("id"));
    const artworkId = artworkIdSchema.safeParse(c.req.param("artworkId"));
    if (!user || !orderId.success || !artworkId.success) return c.json(notFound, 404);
    const [order] = await deps.db
      .select({ userId: orders.userId, number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId.data));
    if (!order || (order.userId !== user.id && !user.isOwner)) return c.json(notFound, 404);
    const certificate = await certificateOf(deps.db, orderId.data, artworkId.data);
    if (!certificate) return c.json(notFound, 404);
    const pdf = await certificateFile(deps, certificate, order.number);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="certificate-${certificate.code}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  });
}
