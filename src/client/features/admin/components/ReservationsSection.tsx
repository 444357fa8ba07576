import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#client/components/ui/button";
import { EmailField, FormField, inputClass } from "#client/components/ui/FormField";
import { artworkQueries } from "#client/entities/artwork";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { formatShortDay, formatTime } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { RESERVATION_MAX_DAYS, type Reservation } from "#shared/offers";
import { parsePounds } from "#shared/pounds-input";
import { adminOfferQueries, useEndReservation, useReserve } from "../offers-api";

const text = messages.adminOffers;

type Fields = { artworkId: string; email: string; days: string; price: string };
const EMPTY: Fields = { artworkId: "", email: "", days: "3", price: "" };

/** Every available painting, each page of the gallery's list read in turn, for the form. */
function useAvailableWorks() {
  const list = useInfiniteQuery(artworkQueries.list({ availability: "available" }));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return list.data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * Reserving a painting for one collector — the painting, their e-mail address, for how many
 * days, and a price of its own if the owner wishes — and the works kept for a collector, each
 * of which the owner may end.
 */
export function ReservationsSection() {
  return (
    <section aria-labelledby="admin-reserve" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="admin-reserve" className="font-serif text-xl">
          {text.reserveTitle}
        </h2>
        <p className="text-sm text-muted">{text.reserveIntro}</p>
      </div>
      <ReserveForm />
      <Reservations />
    </section>
  );
}

function ReserveForm() {
  const works = useAvailableWorks();
  const reserve = useReserve();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (field: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = fields.price.trim() ? parsePounds(fields.price) : undefined;
    if (price === null) {
      setErrors({ price: messages.offers.notANumber });
      return;
    }
    setErrors({});
    reserve.mutate(
      {
        artworkId: fields.artworkId,
        email: fields.email.trim(),
        days: Number(fields.days),
        ...(price !== undefined ? { price: price / 100 } : {}),
      },
      {
        onSuccess: (reservation) => {
          notify.success(text.reservedToast(reservation.email));
          setFields(EMPTY);
        },
        onError: (failure) => {
          const found = apiFieldErrors(failure);
          const placed = (["artworkId", "email", "days", "price"] as const).filter(
            (field) => found[field],
          );
          if (placed.length > 0) setErrors(found);
          else notify.error(apiErrorMessage(failure) ?? text.failed);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:grid-cols-2 sm:p-6"
    >
      <FormField label={text.work} error={errors.artworkId}>
        {(control) => (
          <select
            {...control}
            name="artworkId"
            required
            value={fields.artworkId}
            onChange={(event) => set("artworkId")(event.target.value)}
            className={inputClass}
          >
            <option value="">{text.chooseWork}</option>
            {works.map((work) => (
              <option key={work.id} value={work.id}>
                {`${work.title} (${formatPrice(work.price)})`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <EmailField
        label={text.email}
        error={errors.email}
        value={fields.email}
        onChange={set("email")}
      />
      <FormField label={text.days} error={errors.days}>
        {(control) => (
          <input
            {...control}
            name="days"
            type="number"
            min={1}
            max={RESERVATION_MAX_DAYS}
            step={1}
            required
            value={fields.days}
            onChange={(event) => set("days")(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={text.price} hint={text.priceHint} error={errors.price}>
        {(control) => (
          <input
            {...control}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            value={fields.price}
            onChange={(event) => set("price")(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={reserve.isPending}
        className="self-start sm:col-span-2 sm:justify-self-start"
      >
        {reserve.isPending ? text.reserving : text.reserve}
      </Button>
    </form>
  );
}

/** "1 Mar 2026, 12:00", in the shop's time. */
function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${formatShortDay(iso)}, ${formatTime(iso)}`}</time>;
}

/** The works kept for a collector, open ones first, each with how it ended or "End". */
function Reservations() {
  const list = useQuery(adminOfferQueries.reservations());
  if (list.isPending) return <p className="text-muted">{text.loading}</p>;
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-muted">{text.loadFailed}</p>
        <Button variant="secondary" onClick={() => list.refetch()}>
          {messages.home.retry}
        </Button>
      </div>
    );
  }
  const sorted = [...list.data].sort(
    (a, b) => Number(a.endedAt !== null) - Number(b.endedAt !== null),
  );
  return (
    <section aria-labelledby="admin-reservations" className="flex flex-col gap-4">
      <h3 id="admin-reservations" className="font-serif text-lg">
        {text.reservationsTitle}
      </h3>
      {sorted.length === 0 ? (
        <p className="text-muted">{text.noReservations}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-2xl bg-white px-4 ring-1 ring-line sm:px-6">
          {sorted.map((reservation) => (
            <li key={reservation.id}>
              <ReservationRow reservation={reservation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReservationRow({ reservation }: { reservation: Reservation }) {
  const end = useEndReservation();
  const open = reservation.endedAt === null;
  const onEnd = () =>
    end.mutate(reservation.id, {
      onSuccess: () => notify.success(text.endedToast(reservation.artworkTitle)),
      onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.failed),
    });
  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-words">{reservation.artworkTitle}</p>
        <p className="text-sm break-words text-muted">
          {text.kinds[reservation.kind]} · {reservation.email}
          {reservation.pricePence !== null &&
            ` · ${formatPrice(poundsFromPence(reservation.pricePence))}`}
        </p>
        <p className="text-sm text-muted">
          {open || !reservation.endReason ? (
            <>
              {text.until} <When iso={reservation.expiresAt} />
            </>
          ) : (
            text.ends[reservation.endReason]
          )}
        </p>
      </div>
      {open && (
        <Button
          variant="dangerSecondary"
          size="small"
          className="self-start sm:self-center"
          disabled={end.isPending}
          onClick={onEnd}
        >
          {text.end} <span className="sr-only">{text.endFor(reservation.artworkTitle)}</span>
        </Button>
      )}
    </div>
  );
}
