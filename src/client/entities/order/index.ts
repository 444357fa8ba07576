// An order as the pages show it, beside the order features: the certificate link both the
// buyer's orders and the owner's desk offer (a painting's, or a numbered print's). It imports no feature.
export { CertificateDownload, CertificateLink } from "./CertificateLink";
