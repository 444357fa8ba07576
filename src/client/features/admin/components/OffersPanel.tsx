import { useQuery } from "@tanstack/react-query";
import { Handshake } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { inputClass } from "#client/components/ui/FormField";
import { LoadedList } from "#client/components/ui/LoadedList";
import { Link } from "#client/components/ui/link";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { formatShortDay, formatTime } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { type AdminOffer, type OfferStatus, OPEN_OFFER_STATUSES } from "#shared/offers";
import { parsePounds } from "#shared/pounds-input";
import { adminOfferQueries, useAnswerOffer } from "../offers-api";
import { ReservationsSection } from "./ReservationsSection";

const text = messages.adminOffers;
const pounds = (pence: number) => formatPrice(poundsFromPence(pence));
const isOpen = (status: OfferStatus) => (OPEN_OFFER_STATUSES as readonly string[]).includes(status);

const badge =
  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1";
const statusTone: Record<OfferStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-300",
  countered: "bg-sky-50 text-sky-900 ring-sky-300",
  accepted: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  declined: "bg-stone-100 text-stone-800 ring-stone-300",
  expired: "bg-stone-100 text-stone-800 ring-stone-300",
};

/** "1 Mar 2026, 12:00", in the shop's time. */
function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${formatShortDay(iso)}, ${formatTime(iso)}`}</time>;
}

/**
 * The owner's Offers tab: the offers waiting for an answer first (accept, decline, or counter
 * with a price), then those answered or expired; below, reserving a work for one collector and
 * the works kept so.
 */
export function OffersPanel() {
  return (
    <div className="flex flex-col gap-12">
      <OffersSection />
      <ReservationsSection />
    </div>
  );
}

function OffersSection() {
  const list = useQuery(adminOfferQueries.offers());
  const openHeading = useRef<HTMLHeadingElement>(null);
  return (
    <LoadedList
      query={list}
      loading={text.loading}
      failed={text.loadFailed}
      empty={text.empty}
      icon={Handshake}
    >
      {(offers) => {
        const open = offers.filter((offer) => isOpen(offer.status));
        const rest = offers.filter((offer) => !isOpen(offer.status));
        return (
          <div className="flex flex-col gap-10">
            <section aria-labelledby="admin-open-offers" className="flex flex-col gap-4">
              <h2
                id="admin-open-offers"
                ref={openHeading}
                tabIndex={-1}
                className="font-serif text-xl focus:outline-none"
              >
                {text.openTitle(open.length)}
              </h2>
              {open.length === 0 ? (
                <p className="text-muted">{text.noneOpen}</p>
              ) : (
                <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                  {open.map((offer) => (
                    <li key={offer.id}>
                      <OpenOffer offer={offer} onAnswered={() => openHeading.current?.focus()} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {rest.length > 0 && (
              <section aria-labelledby="admin-other-offers" className="flex flex-col gap-4">
                <h2 id="admin-other-offers" className="font-serif text-xl">
                  {text.restTitle}
                </h2>
                <ul className="flex flex-col divide-y divide-line rounded-2xl bg-white px-4 ring-1 ring-line sm:px-6">
                  {rest.map((offer) => (
                    <li key={offer.id}>
                      <AnsweredOffer offer={offer} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        );
      }}
    </LoadedList>
  );
}

function Painting({ offer }: { offer: AdminOffer }) {
  return (
    <Link to={artworkHref(offer.artworkSlug)} className="break-words underline underline-offset-2">
      {offer.artworkTitle}
    </Link>
  );
}

/**
 * An offer waiting for the owner: the work, who offered what against its price, their message
 * (as typed, text only), until when it stands, and the three answers.
 */
function OpenOffer({ offer, onAnswered }: { offer: AdminOffer; onAnswered: () => void }) {
  const titleId = useId();
  const counterId = useId();
  const answer = useAnswerOffer();
  const [counter, setCounter] = useState("");
  const [counterError, setCounterError] = useState<string>();
  const buyer = offer.buyerName || offer.buyerEmail;
  const forWhom = text.actionFor(offer.artworkTitle, buyer);

  const send = (
    input: { action: "accept" | "decline" } | { action: "counter"; amount: number },
    done: string,
  ) =>
    answer.mutate(
      { id: offer.id, ...input },
      {
        onSuccess: () => {
          notify.success(done);
          onAnswered();
        },
        onError: (failure) => {
          const field = apiFieldErrors(failure).amount;
          if (input.action === "counter" && field) setCounterError(field);
          else notify.error(apiErrorMessage(failure) ?? text.failed);
        },
      },
    );

  const onCounter = (event: FormEvent) => {
    event.preventDefault();
    const pence = parsePounds(counter);
    if (pence === null) {
      setCounterError(messages.offers.notANumber);
      return;
    }
    setCounterError(undefined);
    send({ action: "counter", amount: pence / 100 }, text.counteredToast(buyer));
  };

  return (
    <article
      aria-labelledby={titleId}
      data-offer-id={offer.id}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-serif text-xl">
          <Painting offer={offer} />
        </h3>
        <span className={cn(badge, statusTone[offer.status])}>{text.statuses[offer.status]}</span>
      </div>
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{text.buyer}</dt>
        <dd className="break-words">
          {offer.buyerName}{" "}
          <a
            href={`mailto:${offer.buyerEmail}`}
            className="underline underline-offset-2 hover:text-muted"
          >
            {offer.buyerEmail}
          </a>
        </dd>
        <dt className="text-muted">{text.offered}</dt>
        <dd className="font-semibold">{pounds(offer.amountPence)}</dd>
        <dt className="text-muted">{text.askingPrice}</dt>
        <dd>{pounds(offer.pricePence)}</dd>
        {offer.counterPence !== null && (
          <>
            <dt className="text-muted">{text.counter}</dt>
            <dd>{pounds(offer.counterPence)}</dd>
          </>
        )}
        <dt className="text-muted">{text.expires}</dt>
        <dd>
          <When iso={offer.expiresAt} />
        </dd>
      </dl>
      {offer.message && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm text-muted">{text.message}</h4>
          <p className="break-words whitespace-pre-line">{offer.message}</p>
        </div>
      )}
      <div className="mt-auto flex flex-col gap-4 border-t border-line pt-4">
        {offer.status === "pending" && (
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={answer.isPending}
              onClick={() => send({ action: "accept" }, text.acceptedToast(buyer))}
            >
              {text.accept} <span className="sr-only">{forWhom}</span>
            </Button>
            <Button
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => send({ action: "decline" }, text.declinedToast(buyer))}
            >
              {text.decline} <span className="sr-only">{forWhom}</span>
            </Button>
          </div>
        )}
        {offer.status === "pending" && (
          <form onSubmit={onCounter} noValidate className="flex flex-col gap-1.5">
            <label htmlFor={counterId} className="text-sm font-medium">
              {text.counterAmount}
            </label>
            <div className="flex gap-2">
              <input
                id={counterId}
                name="counter"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={counterError ? true : undefined}
                aria-describedby={counterError ? `${counterId}-error` : undefined}
                value={counter}
                onChange={(event) => setCounter(event.target.value)}
                className={cn(inputClass, "min-w-0 flex-1")}
              />
              <Button type="submit" variant="secondary" disabled={answer.isPending}>
                {text.sendCounter} <span className="sr-only">{forWhom}</span>
              </Button>
            </div>
            {counterError && (
              <p id={`${counterId}-error`} role="alert" className="text-sm text-red-800">
                {counterError}
              </p>
            )}
          </form>
        )}
      </div>
    </article>
  );
}

/** An offer answered or expired: one line — the work, who, the amounts, how it ended. */
function AnsweredOffer({ offer }: { offer: AdminOffer }) {
  const agreed = offer.agreedPence ?? offer.counterPence;
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium">
          <Painting offer={offer} />
        </p>
        <p className="text-sm break-words text-muted">
          {[
            offer.buyerName || offer.buyerEmail,
            `${text.offered} ${pounds(offer.amountPence)}`,
            ...(agreed !== null && agreed !== offer.amountPence
              ? [`${text.counter} ${pounds(agreed)}`]
              : []),
            `${text.askingPrice} ${pounds(offer.pricePence)}`,
          ].join(" · ")}
        </p>
      </div>
      <span className={cn(badge, "self-start sm:self-center", statusTone[offer.status])}>
        {text.statuses[offer.status]}
      </span>
    </div>
  );
}
