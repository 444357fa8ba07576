import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { Button } from "#client/components/ui/button";
import { PageHtml } from "#client/components/ui/PageHtml";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { shopQueries } from "#client/entities/shop";
import { type PageName, routes } from "#shared/routes";
import type { ShopPageSlug } from "#shared/shop";
import { galleryTexts } from "#shared/texts/gallery";
import { shopTexts } from "#shared/texts/shop";

const text = shopTexts.shopPages;

/** The shop's page at `path`: each is named in the route table by its slug. */
function slugAt(path: string): ShopPageSlug {
  const route = path.replace(/(.)\/$/, "$1");
  const name = (Object.keys(routes) as PageName[]).find((each) => routes[each].path === route);
  return name as ShopPageSlug;
}

/**
 * One of the shop's own pages (/about, /delivery, /returns, /terms, /privacy): its title and
 * the owner's text. The server renders it with its data, so it arrives whole.
 */
export function Component() {
  const slug = slugAt(useLocation().pathname);
  const page = useQuery(shopQueries.page(slug));
  if (page.isPending) return <StatusMessage>{text.loading}</StatusMessage>;
  if (page.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => page.refetch()}>{galleryTexts.home.retry}</Button>}
      >
        {text.loadFailed}
      </StatusMessage>
    );
  }
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 py-12">
      <h1 className="font-serif text-4xl break-words">{page.data.title}</h1>
      <PageHtml html={page.data.html} />
    </article>
  );
}
