import { accountTexts } from "#shared/texts/account";
import { adminTexts } from "#shared/texts/admin";
import { apiTexts } from "#shared/texts/api";
import { artworkTexts } from "#shared/texts/artwork";
import { artworkFormTexts } from "#shared/texts/artwork-form";
import { authTexts } from "#shared/texts/auth";
import { cartTexts } from "#shared/texts/cart";
import { certificatesTexts } from "#shared/texts/certificates";
import { checkoutTexts } from "#shared/texts/checkout";
import { collectorsTexts } from "#shared/texts/collectors";
import { curationTexts } from "#shared/texts/curation";
import { dataRightsTexts } from "#shared/texts/data-rights";
import { deliveryTexts } from "#shared/texts/delivery";
import { draftsTexts } from "#shared/texts/drafts";
import { dropsTexts } from "#shared/texts/drops";
import { editionsTexts } from "#shared/texts/editions";
import { editionsOwnerTexts } from "#shared/texts/editions-owner";
import { galleryTexts } from "#shared/texts/gallery";
import { moneyTexts } from "#shared/texts/money";
import { offersTexts } from "#shared/texts/offers";
import { offersApiTexts } from "#shared/texts/offers-api";
import { operationsTexts } from "#shared/texts/operations";
import { ordersTexts } from "#shared/texts/orders";
import { pagesTexts } from "#shared/texts/pages";
import { passkeysTexts } from "#shared/texts/passkeys";
import { passwordResetTexts } from "#shared/texts/password-reset";
import { paymentRequestsTexts } from "#shared/texts/payment-requests";
import { photographsTexts } from "#shared/texts/photographs";
import { plansTexts } from "#shared/texts/plans";
import { profilePhotoTexts } from "#shared/texts/profile-photo";
import { readinessTexts } from "#shared/texts/readiness";
import { reviewsTexts } from "#shared/texts/reviews";
import { securityTexts } from "#shared/texts/security";
import { seriesTexts } from "#shared/texts/series";
import { setupTexts } from "#shared/texts/setup";
import { shopTexts } from "#shared/texts/shop";
import { zoomTexts } from "#shared/texts/zoom";

/**
 * Every user-facing text, defined once and worded exactly as the product's screens show it;
 * the few texts Atelier adds beyond those screens are marked "Atelier's own". The e-mails'
 * words are not here but in mail-texts.ts, which only the server reads.
 * Each area's texts live in `texts/<area>.ts`; this is the one index that composes them, so
 * the server, the tests and the other screens read `messages.<group>`. The texts a first visit
 * shows (`texts/gallery.ts`, `texts/cart.ts`, `texts/auth.ts`), and those of a painting's page,
 * are imported from their area by the components of those pages, to keep them small
 * (decisions 011, 069).
 */
export const messages = {
  ...galleryTexts,
  ...cartTexts,
  ...authTexts,
  ...artworkTexts,
  ...accountTexts,
  ...dataRightsTexts,
  ...profilePhotoTexts,
  ...passkeysTexts,
  ...checkoutTexts,
  ...deliveryTexts,
  ...dropsTexts,
  ...ordersTexts,
  ...adminTexts,
  ...collectorsTexts,
  ...certificatesTexts,
  ...pagesTexts,
  ...reviewsTexts,
  ...seriesTexts,
  ...securityTexts,
  ...setupTexts,
  ...shopTexts,
  ...apiTexts,
  ...offersApiTexts,
  ...passwordResetTexts,
  ...zoomTexts,
  ...photographsTexts,
  ...offersTexts,
  ...paymentRequestsTexts,
  ...plansTexts,
  ...operationsTexts,
  ...readinessTexts,
  ...moneyTexts,
  ...curationTexts,
  ...artworkFormTexts,
  ...draftsTexts,
  ...editionsTexts,
  ...editionsOwnerTexts,
} as const;
