import MarkdownIt from "markdown-it";

/**
 * The shop's pages' Markdown, as HTML safe to put in a page: headings, paragraphs, lists,
 * links, emphasis, strong, blockquotes and rules. Raw HTML is never HTML (`html: false`: it is
 * escaped and shows as typed), images, tables and code blocks are off (an indented line stays a
 * paragraph, as a painter who indents means it), and bare addresses are not made links.
 */
const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
markdown.disable(["image", "table", "code", "fence"]);

/** Schemes a link may have; a link without one (`/delivery`, `#returns`) is the site's own. */
const SAFE_SCHEMES = /^(https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// markdown-it's own check refuses javascript:, vbscript:, file: and most data: links; on top of
// it only the schemes above pass, so no data: (not even an image's) nor any scheme of an app.
const refusedByDefault = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => {
  const href = url.trim();
  return refusedByDefault(href) && (!ANY_SCHEME.test(href) || SAFE_SCHEMES.test(href));
};

/** An address on another site (or scheme-relative: another host). */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  // Another site is not vouched for (nofollow) and gets no hold on this page (noopener).
  if (isExternal(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "nofollow noopener");
  return self.renderToken(tokens, index, options);
};

// The page's title is its one h1: a "# Heading" in its text is a section, as "##" is.
const heading = (tag: string) => (tag === "h1" ? "h2" : tag);
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  tokens[index].tag = heading(tokens[index].tag);
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = markdown.renderer.rules.heading_open;

/** Markdown as sanitised HTML. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/**
 * The text of the first paragraph, without its markup: what a page says of itself to search
 * engines and link previews (its description).
 */
export function firstParagraph(text: string): string {
  const tokens = markdown.parse(text, {});
  const at = tokens.findIndex((token) => token.type === "paragraph_open");
  const inline = at >= 0 ? tokens[at + 1] : undefined;
  return (inline?.children ?? [])
    .map((child) =>
      child.type === "text" || child.type === "code_inline"
        ? child.content
        : child.type === "softbreak" || child.type === "hardbreak"
          ? " "
          : "",
    )
    .join("")
    .trim();
}
