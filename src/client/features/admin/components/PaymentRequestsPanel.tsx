import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { HandCoins } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { LoadedList } from "#client/components/ui/LoadedList";
import { artworkQueries } from "#client/entities/artwork";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { formatShortDay, formatTime } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { PaymentRequestStatus } from "#shared/offers";
import { paymentRequestInputSchema } from "#shared/payment-request-input";
import {
  type AdminPaymentRequest,
  PAYMENT_REQUEST_DAYS,
  PAYMENT_REQUEST_DAYS_MAX,
  PAYMENT_REQUEST_DESCRIPTION_MAX,
  payPageHref,
} from "#shared/payment-requests";
import {
  adminPaymentRequestQueries,
  useCreatePaymentRequest,
  usePaymentRequestAction,
} from "../payment-requests-api";

const text = messages.adminPaymentRequests;

const badge =
  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1";
const statusTone: Record<PaymentRequestStatus, string> = {
  open: "bg-amber-50 text-amber-900 ring-amber-300",
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  expired: "bg-stone-100 text-stone-800 ring-stone-300",
  cancelled: "bg-stone-100 text-stone-800 ring-stone-300",
};

/**
 * The owner's Payment requests tab (decision 046): a form that e-mails a payer a link to pay
 * an amount, and every request with its status, its payer's page, and Cancel / Mark as paid
 * while it is open. Its own chunk: loaded when the tab is first opened.
 */
export function Component() {
  const list = useQuery(adminPaymentRequestQueries.list());
  return (
    <div className="flex flex-col gap-10">
      <RequestForm />
      <LoadedList
        query={list}
        loading={text.loading}
        failed={text.loadFailed}
        empty={text.empty}
        icon={HandCoins}
      >
        {(requests) => (
          <section aria-labelledby="admin-payment-requests-title" className="flex flex-col gap-4">
            <h2 id="admin-payment-requests-title" className="font-serif text-xl">
              {text.listTitle(requests.length)}
            </h2>
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {requests.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </LoadedList>
    </div>
  );
}

type Fields = {
  email: string;
  description: string;
  amount: string;
  artworkId: string;
  days: string;
};
const EMPTY: Fields = {
  email: "",
  description: "",
  amount: "",
  artworkId: "",
  days: String(PAYMENT_REQUEST_DAYS),
};
const FIELD_ORDER = ["email", "description", "amount", "artworkId", "days"] as const;

/** The paintings to tie a request to: the catalogue, a few pages of it at most. */
function usePaintings() {
  const list = useInfiniteQuery(artworkQueries.list({}));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const pages = list.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && pages < 10) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pages]);
  return list.data?.pages.flatMap((page) => page.items) ?? [];
}

/** The form: checked with the API's own schema, so it shows the reasons the API would give. */
function RequestForm() {
  const create = useCreatePaymentRequest();
  const paintings = usePaintings();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const ids = { form: useId(), title: useId() };
  const fieldId = (name: (typeof FIELD_ORDER)[number]) => `${ids.form}-${name}`;

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  /** The first field with a reason gets the focus, so the owner reads it at once. */
  const showErrors = (found: Record<string, string | undefined>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = paymentRequestInputSchema.safeParse({
      email: fields.email,
      description: fields.description,
      amount: fields.amount.trim() === "" ? undefined : Number(fields.amount),
      artworkId: fields.artworkId || undefined,
      days: fields.days.trim() === "" ? undefined : Number(fields.days),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return showErrors(found);
    }
    create.mutate(parsed.data, {
      onSuccess: ({ request }) => {
        notify.success(text.sent(request.email));
        setFields(EMPTY);
        setErrors({});
      },
      onError: (failure) => {
        const found = apiFieldErrors(failure);
        if (Object.keys(found).length > 0) showErrors(found);
        else notify.error(apiErrorMessage(failure) ?? text.failed);
      },
    });
  };

  return (
    <section
      aria-labelledby={ids.title}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={ids.title} className="font-serif text-xl">
          {text.formTitle}
        </h2>
        <p className="text-sm text-muted">{text.formIntro}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormField label={text.fields.email} id={fieldId("email")} error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              value={fields.email}
              onChange={(event) => set("email")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={text.fields.amount} id={fieldId("amount")} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              type="number"
              name="amount"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              value={fields.amount}
              onChange={(event) => set("amount")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="md:col-span-2">
          <FormField
            label={text.fields.description}
            id={fieldId("description")}
            error={errors.description}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                name="description"
                maxLength={PAYMENT_REQUEST_DESCRIPTION_MAX}
                value={fields.description}
                onChange={(event) => set("description")(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField label={text.fields.artwork} id={fieldId("artworkId")} error={errors.artworkId}>
          {(control) => (
            <select
              {...control}
              name="artworkId"
              value={fields.artworkId}
              onChange={(event) => set("artworkId")(event.target.value)}
              className={inputClass}
            >
              <option value="">{text.fields.noArtwork}</option>
              {paintings.map((painting) => (
                <option key={painting.id} value={painting.id}>
                  {painting.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={text.fields.days}
          id={fieldId("days")}
          error={errors.days}
          hint={text.daysHint(PAYMENT_REQUEST_DAYS_MAX)}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              name="days"
              inputMode="numeric"
              min={1}
              max={PAYMENT_REQUEST_DAYS_MAX}
              step={1}
              value={fields.days}
              onChange={(event) => set("days")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="md:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? text.sending : text.send}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** "1 Mar 2026, 12:00", in the shop's time. */
function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${formatShortDay(iso)}, ${formatTime(iso)}`}</time>;
}

/** One request: what, for whom, how much, its status and what the owner can still do. */
function RequestCard({ request }: { request: AdminPaymentRequest }) {
  const action = usePaymentRequestAction();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const open = request.status === "open";

  const act = (kind: "cancel" | "paid") =>
    action.mutate(
      { id: request.id, action: kind },
      {
        onSuccess: () => {
          notify.success(
            kind === "cancel" ? text.cancelled(request.number) : text.markedPaid(request.number),
          );
          // The buttons are gone: focus stays on this request rather than falling to the page.
          title.current?.focus();
        },
        onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.actionFailed),
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      data-payment-request-id={request.id}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-muted">{request.number}</p>
          <h3
            id={titleId}
            ref={title}
            tabIndex={-1}
            className="font-serif text-xl break-words focus:outline-none"
          >
            {request.description}
          </h3>
        </div>
        <span data-status={request.status} className={cn(badge, statusTone[request.status])}>
          {text.statuses[request.status]}
        </span>
      </div>
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{text.amount}</dt>
        <dd className="font-medium">{formatPrice(request.amount)}</dd>
        <dt className="text-muted">{text.payer}</dt>
        <dd className="break-words">{request.email}</dd>
        {request.artworkTitle !== null && (
          <>
            <dt className="text-muted">{text.painting}</dt>
            <dd className="break-words">{request.artworkTitle}</dd>
          </>
        )}
        <dt className="text-muted">{text.created}</dt>
        <dd>
          <When iso={request.createdAt} />
        </dd>
        {request.paidAt ? (
          <>
            <dt className="text-muted">{text.paid}</dt>
            <dd className="break-words">
              <When iso={request.paidAt} />
              {" · "}
              {request.paidBy === "card" && request.stripePaymentId
                ? text.paidByCard(request.stripePaymentId)
                : text.paidByOwner}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-muted">{text.expires}</dt>
            <dd>
              <When iso={request.expiresAt} />
            </dd>
          </>
        )}
      </dl>
      {request.notes.map((note) => (
        <p
          key={note}
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          {text.notes[note]}
        </p>
      ))}
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <a
          href={payPageHref(request.id)}
          className="text-sm underline underline-offset-4 hover:text-muted"
        >
          {text.payerPage} <span className="sr-only">{text.payerPageFor(request.number)}</span>
        </a>
        {open && (
          <>
            <Button
              variant="secondary"
              size="small"
              onClick={() => act("paid")}
              disabled={action.isPending}
            >
              {text.markPaid} <span className="sr-only">{text.markPaidFor(request.number)}</span>
            </Button>
            <Button
              variant="dangerSecondary"
              size="small"
              onClick={() => act("cancel")}
              disabled={action.isPending}
            >
              {text.cancel} <span className="sr-only">{text.cancelFor(request.number)}</span>
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
