import { useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/ConfirmDialog";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { type Edition, printName, stockText } from "#shared/editions";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { useChangeEdition } from "../editions-api";
import { EditionForm } from "./EditionForm";

const text = messages.editions;
const own = messages.editionsOwner;

/**
 * The work's prints: each edition on sale with its format and size, price, kind (limited or
 * open), what is left and how many sold, to edit or retire (asked once more); and a form to add
 * one. A new work has none until it is saved. The list shows the editions as the server last
 * answered, each change as soon as it lands.
 */
export function PrintsSection({ artwork }: { artwork?: Artwork }) {
  return (
    <section aria-labelledby="artwork-prints" className="flex flex-col gap-3">
      <h3 id="artwork-prints" className="font-serif text-lg">
        {text.sectionTitle}
      </h3>
      {artwork ? (
        <Editions artwork={artwork} />
      ) : (
        <p className="text-sm text-muted">{text.saveFirst}</p>
      )}
    </section>
  );
}

function Editions({ artwork }: { artwork: Artwork }) {
  const [editions, setEditions] = useState(artwork.editions);
  // The edition being changed, "new" for one being added, or none.
  const [editing, setEditing] = useState<string | "new">();
  const retire = useChangeEdition();
  const section = useRef<HTMLDivElement>(null);

  /** Closes the form, focus back on what opened it: the edition's Edit, or Add an edition. */
  const close = (id = editing) => {
    setEditing(undefined);
    requestAnimationFrame(() => {
      const opener = id === "new" ? "[data-edition-add]" : `[data-edition-edit="${id}"]`;
      section.current?.querySelector<HTMLElement>(opener)?.focus();
    });
  };
  const saved = (edition: Edition) => {
    setEditions((current) =>
      current.some((one) => one.id === edition.id)
        ? current.map((one) => (one.id === edition.id ? edition : one))
        : [...current, edition],
    );
    close(editing === "new" ? "new" : edition.id);
  };
  const onRetire = (edition: Edition) =>
    retire.mutate(
      { retire: edition.id },
      {
        onSuccess: () => {
          setEditions((current) => current.filter((one) => one.id !== edition.id));
          notify.success(own.retiredDone);
        },
        onError: (error) => notify.error(apiErrorMessage(error) ?? own.retireFailed),
      },
    );

  return (
    <div ref={section} className="flex flex-col gap-3">
      <p className="text-sm text-muted">{text.sectionIntro}</p>
      {editions.length === 0 && <p className="text-sm">{text.none}</p>}
      {editions.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line">
          {editions.map((edition) =>
            editing === edition.id ? (
              <li key={edition.id} className="p-2">
                <EditionForm
                  artworkId={artwork.id}
                  edition={edition}
                  onSaved={saved}
                  onCancel={() => close()}
                />
              </li>
            ) : (
              <EditionRow
                key={edition.id}
                edition={edition}
                onEdit={() => setEditing(edition.id)}
                onRetire={() => onRetire(edition)}
              />
            ),
          )}
        </ul>
      )}
      {editing === "new" ? (
        <EditionForm artworkId={artwork.id} onSaved={saved} onCancel={() => close()} />
      ) : (
        <Button
          type="button"
          variant="secondary"
          data-edition-add
          className="self-start"
          onClick={() => setEditing("new")}
        >
          {text.add}
        </Button>
      )}
    </div>
  );
}

/** One edition: what it is, its price, what is left and sold, and its Edit and Retire. */
function EditionRow(props: { edition: Edition; onEdit: () => void; onRetire: () => void }) {
  const { edition } = props;
  const name = printName(edition);
  const kind = edition.size === null ? text.open : text.limited(edition.size);
  const details = [
    kind,
    edition.size === null ? undefined : stockText(edition),
    text.soldCount(edition.sold),
    edition.signed ? text.signed : undefined,
    edition.numbered ? text.numbered : undefined,
  ].filter(Boolean);
  return (
    <li data-edition-id={edition.id} className="flex flex-col gap-2 p-3">
      <div className="flex items-start gap-3">
        <span className="min-w-0 flex-1 font-medium break-words">{name}</span>
        <span className="font-medium tabular-nums">{formatPrice(edition.price)}</span>
      </div>
      <span className="text-sm text-muted">{details.join(" · ")}</span>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          size="compact"
          data-edition-edit={edition.id}
          aria-label={own.editAria(name)}
          onClick={props.onEdit}
        >
          {text.edit}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              type="button"
              variant="dangerSecondary"
              size="compact"
              aria-label={own.retireAria(name)}
            >
              {text.retire}
            </Button>
          }
          title={text.retireTitle}
          description={text.retireText}
          cancel={messages.admin.cancel}
          confirm={text.retire}
          onConfirm={props.onRetire}
        />
      </div>
    </li>
  );
}
