import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { Button, buttonVariants } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { apiErrorMessage, isMissing } from "#client/lib/api";
import { formatDay, formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { PayablePaymentRequest } from "#shared/payment-requests";
import { payRequestQueries, usePayRequest } from "../api";

const text = messages.payRequest;

/**
 * The page a payment request's e-mailed link opens (`/pay/<id>`), with no sign-in: the id is
 * the key. Drawn in the browser (the app shell, like the checkout): what to pay, for what, and
 * a button to pay by card on Stripe's page, or the shop's payment instructions. Back from
 * Stripe (`?paid=1`), it asks again until the webhook has recorded the payment.
 */
export function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const back = params.get("paid") === "1";
  const first = useQuery(payRequestQueries.one(id));
  const waiting = back && first.data?.status === "open";
  const query = useQuery(payRequestQueries.one(id, waiting));

  if (query.isPending) return <StatusMessage>{text.loading}</StatusMessage>;
  if (query.isError) {
    return (
      <StatusMessage
        action={
          <Link to="/" className={buttonVariants({ variant: "secondary" })}>
            {text.back}
          </Link>
        }
      >
        <h1 className="font-serif text-2xl text-ink">
          {isMissing(query.error) ? text.notFound : text.loadFailed}
        </h1>
      </StatusMessage>
    );
  }
  return <PayRequest request={query.data} waiting={waiting} />;
}

function PayRequest({ request, waiting }: { request: PayablePaymentRequest; waiting: boolean }) {
  const amount = formatPrice(request.amount);
  return (
    <section
      aria-labelledby="pay-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-6 py-12"
    >
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted">{text.request(request.number)}</p>
        <h1 id="pay-title" className="font-serif text-3xl break-words">
          {text.title(request.gallery)}
        </h1>
      </header>
      <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
        <p data-pay-description className="break-words">
          {request.description}
        </p>
        {request.artwork && (
          <figure className="flex items-center gap-4">
            <ArtworkThumbnail
              artwork={request.artwork}
              alt=""
              className="size-20 shrink-0 rounded-lg object-cover"
            />
            <figcaption className="min-w-0 text-sm">
              <span className="block text-muted">{text.forPainting}</span>
              <span className="block font-medium break-words">{request.artwork.title}</span>
              <span className="block text-muted break-words">
                {text.by(request.artwork.artist)}
              </span>
            </figcaption>
          </figure>
        )}
        <p className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <span className="text-muted">{text.amount}</span>
          <span data-pay-amount className="font-serif text-3xl">
            {amount}
          </span>
        </p>
      </div>
      <PayState request={request} amount={amount} waiting={waiting} />
    </section>
  );
}

/** What the payer can do now: pay (by card or as instructed), or read that there is nothing to. */
function PayState({
  request,
  amount,
  waiting,
}: {
  request: PayablePaymentRequest;
  amount: string;
  waiting: boolean;
}) {
  const pay = usePayRequest();
  const note = "rounded-2xl p-5 ring-1";
  switch (request.status) {
    case "paid":
      return (
        <p role="status" className={`${note} bg-emerald-50 text-emerald-900 ring-emerald-300`}>
          {text.paid(formatDay(request.paidAt ?? request.expiresAt))}
        </p>
      );
    case "expired":
      return <p className={`${note} bg-stone-50 ring-line`}>{text.expired}</p>;
    case "cancelled":
      return <p className={`${note} bg-stone-50 ring-line`}>{text.cancelled}</p>;
  }
  if (waiting) {
    return (
      <p role="status" className={`${note} bg-sky-50 text-sky-900 ring-sky-300`}>
        {text.paidNow}
      </p>
    );
  }
  const payBy = <p className="text-sm text-muted">{text.payBy(formatMoment(request.expiresAt))}</p>;
  if (request.method === "manual") {
    return (
      <div className="flex flex-col gap-3">
        {payBy}
        <h2 className="font-serif text-xl">{text.howToPay}</h2>
        <p data-pay-instructions className="break-words whitespace-pre-line">
          {request.paymentInstructions}
        </p>
      </div>
    );
  }
  const onPay = () =>
    pay.mutate(request.id, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <div className="flex flex-col gap-3">
      {payBy}
      <Button size="large" onClick={onPay} disabled={pay.isPending || pay.isSuccess}>
        {pay.isPending || pay.isSuccess ? text.paying : text.pay(amount)}
      </Button>
      <p className="text-sm text-muted">{text.byCard}</p>
      {pay.isError && (
        <p role="alert" className="text-sm text-red-800">
          {apiErrorMessage(pay.error) ?? text.payFailed}
        </p>
      )}
    </div>
  );
}
