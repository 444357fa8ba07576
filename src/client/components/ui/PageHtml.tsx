import { cn } from "#client/lib/cn";

/**
 * How a page's text reads: sections, paragraphs, lists, quotes and links. Tailwind resets
 * every element's own look, so the elements the server's Markdown gives are styled here.
 */
const prose = [
  "flex flex-col gap-4 leading-relaxed",
  "[&_h2]:mt-6 [&_h2]:font-serif [&_h2]:text-2xl",
  "[&_h3]:mt-3 [&_h3]:font-serif [&_h3]:text-xl",
  "[&_h4]:mt-2 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_a]:break-words",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-muted",
  "[&_hr]:border-line [&_strong]:font-semibold [&_em]:italic [&_s]:line-through",
].join(" ");

/**
 * HTML the server made from a page's Markdown (never from anything else): raw HTML in the
 * Markdown was escaped there, and links other than http(s), mailto and tel refused.
 */
export function PageHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(prose, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's Markdown renderer (server/shop/markdown.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
