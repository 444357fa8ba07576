import { FileBadge } from "lucide-react";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";

/** A sold painting's certificate of authenticity, downloaded as a PDF (buyer and owners). */
export function CertificateLink({ item }: { item: Order["items"][number] }) {
  if (!item.certificate) return null;
  return (
    <a
      href={item.certificate.url}
      download={`certificate-${item.certificate.code}.pdf`}
      className="inline-flex items-center gap-1.5 text-sm underline underline-offset-4"
    >
      <FileBadge aria-hidden className="size-4 shrink-0" />
      {messages.certificate.download}
      <span className="sr-only"> {messages.certificate.downloadFor(item.title)}</span>
    </a>
  );
}
