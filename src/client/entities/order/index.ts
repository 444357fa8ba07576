// An order as the pages show it, beside the order features: the certificate link both the
// buyer's orders and the owner's desk offer. It imports no feature.
export { CertificateLink } from "./CertificateLink";
