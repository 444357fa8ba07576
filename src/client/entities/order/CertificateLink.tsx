import { FileBadge } from "lucide-react";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";

type Certificate = { code: string; url: string };

/**
 * A certificate of authenticity, downloaded as a PDF; `of` names what it is for to a screen
 * reader (the painting, or one numbered print of it).
 */
export function CertificateDownload({ certificate, of }: { certificate: Certificate; of: string }) {
  return (
    <a
      href={certificate.url}
      download={`certificate-${certificate.code}.pdf`}
      className="inline-flex items-center gap-1.5 text-sm underline underline-offset-4"
    >
      <FileBadge aria-hidden className="size-4 shrink-0" />
      {messages.certificate.download}
      <span className="sr-only"> {messages.certificate.downloadFor(of)}</span>
    </a>
  );
}

/** A sold painting's certificate of authenticity, downloaded as a PDF (buyer and owners). */
export function CertificateLink({ item }: { item: Order["items"][number] }) {
  if (!item.certificate) return null;
  return <CertificateDownload certificate={item.certificate} of={item.title} />;
}
