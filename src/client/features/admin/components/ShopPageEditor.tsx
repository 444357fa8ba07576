import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { Link } from "#client/components/ui/link";
import { PageHtml } from "#client/components/ui/PageHtml";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { shopQueries } from "#client/entities/shop";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import {
  PAGE_MARKDOWN_MAX,
  PAGE_TITLE_MAX,
  pageInputSchema,
  SHOP_PAGE_SLUGS,
  type ShopPage,
  type ShopPageSlug,
} from "#shared/shop";
import { usePreviewPage, useSavePage } from "../shop-api";

const text = messages.adminShop;

/** The pages by the names the foot of every page gives them. */
const pageNames: Record<ShopPageSlug, string> = {
  about: messages.footer.about,
  delivery: messages.footer.delivery,
  returns: messages.footer.returns,
  terms: messages.footer.terms,
  privacy: messages.footer.privacy,
};

/** The shop's own pages: choose one, write its title and Markdown, preview it, save it. */
export function ShopPageEditor() {
  const [slug, setSlug] = useState<ShopPageSlug>("about");
  const page = useQuery(shopQueries.page(slug));
  const select = useId();
  return (
    <section aria-labelledby="shop-pages-title" className="flex flex-col gap-4">
      <div>
        <h2 id="shop-pages-title" className="font-serif text-2xl">
          {text.pagesTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.pagesText}</p>
      </div>
      <div className="flex flex-col gap-1.5 sm:w-64">
        <label htmlFor={select} className="text-sm font-medium">
          {text.page}
        </label>
        <select
          id={select}
          value={slug}
          onChange={(event) => setSlug(event.target.value as ShopPageSlug)}
          className={inputClass}
        >
          {SHOP_PAGE_SLUGS.map((each) => (
            <option key={each} value={each}>
              {pageNames[each]}
            </option>
          ))}
        </select>
      </div>
      {page.isPending ? (
        <StatusMessage>{messages.shopPages.loading}</StatusMessage>
      ) : page.isError ? (
        <StatusMessage
          action={<Button onClick={() => page.refetch()}>{messages.home.retry}</Button>}
        >
          {messages.shopPages.loadFailed}
        </StatusMessage>
      ) : (
        // A new form for each page, and for the page as last saved.
        <PageForm key={`${slug} ${page.data.updatedAt}`} page={page.data} />
      )}
    </section>
  );
}

type Errors = { title?: string; markdown?: string };

function PageForm({ page }: { page: ShopPage }) {
  const save = useSavePage();
  const preview = usePreviewPage();
  const [title, setTitle] = useState(page.title);
  const [markdown, setMarkdown] = useState(page.markdown);
  const [errors, setErrors] = useState<Errors>({});
  const ids = { title: useId(), markdown: useId(), preview: useId() };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (["title", "markdown"] as const).find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };
  const fromServer = (error: unknown): Errors => {
    const fields = apiFieldErrors(error);
    return { title: fields.title, markdown: fields.markdown };
  };

  const onPreview = () => {
    setErrors((current) => ({ ...current, markdown: undefined }));
    preview.mutate(markdown, {
      onError: (error) => {
        showErrors(fromServer(error));
        notify.error(apiErrorMessage(error) ?? text.previewFailed);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = pageInputSchema.safeParse({ title, markdown });
    if (!result.success) {
      const found: Errors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      return showErrors(found);
    }
    setErrors({});
    save.mutate(
      { slug: page.slug, ...result.data },
      {
        onSuccess: (saved) => notify.success(text.pageSaved(saved.title)),
        onError: (error) => {
          showErrors(fromServer(error));
          notify.error(text.pageSaveFailed);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {page.updatedAt === null && (
        <p className="rounded-xl bg-accent-soft px-4 py-3 text-sm">{text.isDefault}</p>
      )}
      <FormField label={messages.shopPages.title} id={ids.title} error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            required
            maxLength={PAGE_TITLE_MAX}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors((current) => ({ ...current, title: undefined }));
            }}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={text.markdown} id={ids.markdown} error={errors.markdown}>
        {(control) => (
          <textarea
            {...control}
            name="markdown"
            required
            rows={18}
            maxLength={PAGE_MARKDOWN_MAX}
            value={markdown}
            onChange={(event) => {
              setMarkdown(event.target.value);
              setErrors((current) => ({ ...current, markdown: undefined }));
            }}
            className={`${inputClass} font-mono text-sm`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {text.savePage}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={onPreview}
          disabled={preview.isPending}
          aria-controls={ids.preview}
        >
          {text.preview}
        </Button>
        <Link
          to={routes[page.slug].path}
          className="text-sm underline underline-offset-2 hover:text-accent"
        >
          {text.viewPage}
        </Link>
      </div>
      <div id={ids.preview} aria-live="polite" className="flex flex-col gap-3">
        {preview.isPending && <p className="text-sm text-muted">{text.previewing}</p>}
        {preview.data && !preview.isPending && (
          <div className="rounded-2xl border border-line bg-white p-5">
            <h3 className="mb-3 font-serif text-xl text-muted">{text.preview}</h3>
            <h4 className="mb-4 font-serif text-3xl break-words">{title}</h4>
            <PageHtml html={preview.data.html} />
          </div>
        )}
      </div>
    </form>
  );
}
