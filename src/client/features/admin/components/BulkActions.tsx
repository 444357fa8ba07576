import { Button } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/ConfirmDialog";
import { notify } from "#client/lib/notify";
import { type BulkAction, type BulkRefusal, FEATURED_MAX } from "#shared/curation";
import { messages } from "#shared/messages";
import { useBulkArtworks } from "../api";

const text = messages.adminCuration;

/**
 * What she can do to the works selected in the artworks table: publish them, make them drafts,
 * feature them in the hero (in the order selected), take them out of it, or delete them (asked
 * first). What was done is said once; what was left stays in view with each work's reason.
 */
export function BulkActions({
  selected,
  onDone,
}: {
  /** The selected works' ids, in the order she selected them. */
  selected: string[];
  /** After an action: the works it left, which stay selected, and why. */
  onDone: (refused: BulkRefusal[]) => void;
}) {
  const bulk = useBulkArtworks();
  const run = (action: BulkAction) =>
    bulk.mutate(
      { action, ids: selected },
      {
        onSuccess: ({ done, refused }) => {
          if (done.length > 0) notify.success(text.done[action](done.length));
          onDone(refused);
        },
        onError: () => notify.error(text.failed),
      },
    );
  const tooManyToFeature = selected.length > FEATURED_MAX;
  return (
    <section
      aria-label={text.selected(selected.length)}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line"
    >
      <p className="text-sm font-medium">{text.selected(selected.length)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="compact"
          variant="secondary"
          disabled={bulk.isPending}
          onClick={() => run("publish")}
        >
          {text.actions.publish}
        </Button>
        <Button
          size="compact"
          variant="secondary"
          disabled={bulk.isPending}
          onClick={() => run("draft")}
        >
          {text.actions.draft}
        </Button>
        <Button
          size="compact"
          variant="secondary"
          disabled={bulk.isPending || tooManyToFeature}
          aria-describedby="feature-hint"
          onClick={() => run("feature")}
        >
          {text.actions.feature}
        </Button>
        <Button
          size="compact"
          variant="secondary"
          disabled={bulk.isPending}
          onClick={() => run("unfeature")}
        >
          {text.actions.unfeature}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="compact" variant="dangerSecondary" disabled={bulk.isPending}>
              {text.actions.delete}
            </Button>
          }
          title={text.confirmDelete(selected.length)}
          description={text.confirmDeleteText}
          cancel={messages.admin.cancel}
          confirm={messages.admin.confirm}
          onConfirm={() => run("delete")}
        />
        <Button size="compact" variant="ghost" onClick={() => onDone([])}>
          {text.clearSelection}
        </Button>
      </div>
      <p id="feature-hint" className="text-xs text-muted">
        {text.featureHint(FEATURED_MAX)}
      </p>
    </section>
  );
}

/** The works the last action left as they were, each with its reason. */
export function BulkRefusals({ refused }: { refused: BulkRefusal[] }) {
  if (refused.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p className="font-medium">{text.refusedTitle(refused.length)}</p>
      <ul className="mt-2 list-disc pl-5">
        {refused.map((refusal) => (
          <li key={refusal.id} className="wrap-anywhere">
            {text.refusedLine(refusal.title ?? refusal.id, refusal.reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}
