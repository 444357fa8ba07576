import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/ConfirmDialog";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { Link } from "#client/components/ui/link";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { seriesQueries } from "#client/entities/series";
import { apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import {
  SERIES_NAME_MAX,
  SERIES_STATEMENT_MAX,
  type Series,
  seriesInputSchema,
} from "#shared/series";
import { SERIES_SLUG_MAX, seriesHref } from "#shared/series-slug";
import { useCreateSeries, useDeleteSeries, useUpdateSeries } from "../series-api";

const text = messages.adminSeries;
const fieldText = messages.series;

type Fields = { name: string; slug: string; statement: string };
type Errors = Partial<Record<keyof Fields, string>>;
const FIELDS = ["name", "slug", "statement"] as const;

/** A series' fields to write, new (no `series`) or as it is. */
function SeriesForm({ series, onDone }: { series?: Series; onDone: () => void }) {
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const [fields, setFields] = useState<Fields>({
    name: series?.name ?? "",
    slug: series?.slug ?? "",
    statement: series?.statement ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const ids = { name: useId(), slug: useId(), statement: useId() };
  const pending = create.isPending || update.isPending;

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = seriesInputSchema.safeParse(fields);
    if (!result.success) {
      const found: Errors = {};
      for (const issue of result.error.issues)
        found[issue.path[0] as keyof Fields] ??= issue.message;
      return showErrors(found);
    }
    const body = { ...result.data, statement: result.data.statement ?? "" };
    const done = {
      onSuccess: () => {
        notify.success(text.saved);
        onDone();
      },
      onError: (error: unknown) => {
        const found = apiFieldErrors(error);
        showErrors({ name: found.name, slug: found.slug, statement: found.statement });
        notify.error(text.saveFailed);
      },
    };
    if (series) update.mutate({ id: series.id, ...body }, done);
    else create.mutate(body, done);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={series ? text.editTitle(series.name) : text.newTitle}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
    >
      <h3 className="font-serif text-xl break-words">
        {series ? text.editTitle(series.name) : text.newTitle}
      </h3>
      <FormField label={fieldText.name} id={ids.name} error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            maxLength={SERIES_NAME_MAX}
            value={fields.name}
            onChange={(event) => set("name")(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={fieldText.slug} id={ids.slug} error={errors.slug} hint={text.slugHint}>
        {(control) => (
          <input
            {...control}
            name="slug"
            maxLength={SERIES_SLUG_MAX}
            autoCapitalize="none"
            spellCheck={false}
            value={fields.slug}
            onChange={(event) => set("slug")(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={fieldText.statement}
        id={ids.statement}
        error={errors.statement}
        hint={messages.adminShop.pagesText}
      >
        {(control) => (
          <textarea
            {...control}
            name="statement"
            rows={8}
            maxLength={SERIES_STATEMENT_MAX}
            value={fields.statement}
            onChange={(event) => set("statement")(event.target.value)}
            className={`${inputClass} font-mono text-sm`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? text.saving : text.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Delete asks first, and says its works stay. */
function DeleteSeriesButton({ series }: { series: Series }) {
  const remove = useDeleteSeries();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonVariants({ variant: "icon" })}
          aria-label={text.remove(series.name)}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      }
      title={text.confirmTitle(series.name)}
      description={text.confirmText}
      cancel={text.cancel}
      confirm={text.confirm}
      onConfirm={() =>
        remove.mutate(series.id, {
          onSuccess: () => notify.success(text.deleted),
          onError: () => notify.error(text.deleteFailed),
        })
      }
    />
  );
}

/** One series in the list: its name, address (a link to its page) and count; moved, edited, deleted. */
function SeriesRow({
  series,
  last,
  onEdit,
}: {
  series: Series;
  last: boolean;
  onEdit: () => void;
}) {
  const update = useUpdateSeries();
  const move = (by: number) =>
    update.mutate(
      { id: series.id, position: series.position + by },
      { onError: () => notify.error(text.saveFailed) },
    );
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium break-words">{series.name}</span>
        {/* Its address, opening its page. */}
        <Link
          to={seriesHref(series.slug)}
          className="text-sm break-all text-muted underline underline-offset-2 hover:text-ink"
        >
          {seriesHref(series.slug)}
        </Link>
        <span className="text-sm text-muted">{fieldText.workCount(series.workCount)}</span>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Button
          variant="icon"
          aria-label={text.moveUp(series.name)}
          disabled={series.position === 0 || update.isPending}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          variant="icon"
          aria-label={text.moveDown(series.name)}
          disabled={last || update.isPending}
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button variant="secondary" onClick={onEdit} aria-label={text.editTitle(series.name)}>
          {text.edit}
        </Button>
        <DeleteSeriesButton series={series} />
      </div>
    </li>
  );
}

/**
 * The owner's Series tab: her series in her order, each moved up or down, edited or deleted,
 * and a new one added. Each series has its page and is a choice of the gallery's filter.
 */
export function SeriesPanel() {
  const series = useQuery(seriesQueries.list());
  // What is being written: a new series ("new"), one by id, or nothing.
  const [editing, setEditing] = useState<string | undefined>();
  const done = () => setEditing(undefined);
  if (series.isPending) return <StatusMessage>{fieldText.loading}</StatusMessage>;
  if (series.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => series.refetch()}>{messages.home.retry}</Button>}
      >
        {fieldText.loadFailed}
      </StatusMessage>
    );
  }
  return (
    <section aria-labelledby="series-heading" className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 id="series-heading" className="font-serif text-2xl">
          {text.heading}
        </h2>
        <p className="text-muted">{text.intro}</p>
      </header>
      {editing === "new" ? (
        <SeriesForm onDone={done} />
      ) : (
        <div>
          <Button onClick={() => setEditing("new")}>{text.add}</Button>
        </div>
      )}
      {series.data.length === 0 ? (
        <p className="text-muted">{fieldText.empty}</p>
      ) : (
        <ol aria-labelledby="series-heading" className="flex flex-col gap-3">
          {series.data.map((each, index) =>
            editing === each.id ? (
              <li key={each.id}>
                <SeriesForm series={each} onDone={done} />
              </li>
            ) : (
              <SeriesRow
                key={each.id}
                series={each}
                last={index === series.data.length - 1}
                onEdit={() => setEditing(each.id)}
              />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
