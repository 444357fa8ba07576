import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { Artwork } from "#shared/artwork";
import type { ArtworkImagesInput, ArtworkValues } from "#shared/artwork-input";
import type { Enquiry } from "#shared/collectors";
import type { BulkAction } from "#shared/curation";
import type { AdminOrder, OrderStatus } from "#shared/order";
import type { ProvenanceEntry, SoldElsewhereInput } from "#shared/provenance";

/** After any create, update or delete, every artwork list is fetched again. */
function useRefreshCatalogue() {
  const client = useQueryClient();
  return () => readAgain(client, artworkQueries.all);
}

export function useSaveArtwork() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ArtworkValues }) =>
      id
        ? parseResponse(api.artworks[":id"].$put({ param: { id }, json: values }))
        : parseResponse(api.artworks.$post({ json: values })),
    onSettled: refresh,
  });
}

export function useDeleteArtwork() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (id: string) => parseResponse(api.artworks[":id"].$delete({ param: { id } })),
    onSettled: refresh,
  });
}

/**
 * One action on the works selected in the artworks table: what was done, and what was left
 * with the reason (`POST /api/admin/artworks/bulk`).
 */
export function useBulkArtworks() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (json: { action: BulkAction; ids: string[] }) =>
      parseResponse(api.admin.artworks.bulk.$post({ json })),
    onSettled: refresh,
  });
}

/**
 * A saved work's photographs: add one (a file), remove one, or put them in order with their
 * alt texts and captions. Each answers the work as it now is.
 */
export function useChangePhotographs(id: string) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (
      change: { add: File } | { remove: string } | ({ arrange: true } & ArtworkImagesInput),
    ): Promise<Artwork> => {
      const param = { id };
      if ("add" in change) {
        const form = new FormData();
        form.append("file", change.add);
        // The route reads the multipart form itself, so the body goes as the request's own
        // (and its answer, the work, is not typed by the route: a refusal is a plain Response).
        const added = api.artworks[":id"].images.$post({ param }, { init: { body: form } });
        return parseResponse(added) as Promise<unknown> as Promise<Artwork>;
      }
      if ("remove" in change) {
        return parseResponse(
          api.artworks[":id"].images[":imageId"].$delete({
            param: { ...param, imageId: change.remove },
          }),
        );
      }
      const { arrange: _, ...json } = change;
      return parseResponse(api.artworks[":id"].images.$put({ param, json }));
    },
    onSettled: refresh,
  });
}

/** The owner marks a work sold elsewhere, or available again (409 while an order holds it). */
export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string } & SoldElsewhereInput) =>
      parseResponse(api.artworks[":id"].availability.$put({ param: { id }, json })),
    onSettled: () => readAgain(client, artworkQueries.all, adminProvenanceQueries.all),
  });
}

/** The provenance register (the Collectors tab), fetched again whenever a sale is recorded. */
export const adminProvenanceQueries = {
  all: ["admin", "provenance"] as const,

  list: () =>
    queryOptions({
      queryKey: [...adminProvenanceQueries.all, "list"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.provenance.$get({}, { init: { signal } })),
      select: (answer): ProvenanceEntry[] => answer.entries,
    }),
};

/** Where the register downloads as CSV. */
export const PROVENANCE_CSV = "/api/admin/provenance/collectors.csv";

/** One query factory for the owner's orders; every action invalidates `all`. */
export const adminOrderQueries = {
  all: ["admin", "orders"] as const,

  /** Newest first; without a status, every order. */
  list: (status?: OrderStatus) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all, "list", status ?? "all"] as const,
      queryFn: ({ signal }) =>
        parseResponse(
          api.admin.orders.$get({ query: status ? { status } : {} }, { init: { signal } }),
        ),
      select: (answer): AdminOrder[] => answer.orders,
      // Keep the last list in view while another status loads.
      placeholderData: keepPreviousData,
    }),
};

/**
 * What the owner can do to an order, in the order its buttons show: mark it paid, shipped or
 * delivered, cancel it, receive a return, refund it, or record the refund of a cancellation.
 */
export const ORDER_ACTIONS = [
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
  "refunded",
  "refundRecorded",
  "planExtend",
  "planCancel",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

function postAction(id: string, action: OrderAction, trackingNumber?: string) {
  const order = api.admin.orders[":id"];
  switch (action) {
    case "paid":
      return parseResponse(order.paid.$post({ param: { id } }));
    case "shipped":
      return parseResponse(order.shipped.$post({ param: { id }, json: { trackingNumber } }));
    case "delivered":
      return parseResponse(order.delivered.$post({ param: { id } }));
    case "cancelled":
      return parseResponse(order.cancel.$post({ param: { id } }));
    case "returned":
      return parseResponse(order.returned.$post({ param: { id } }));
    // The server tells a refund to give from one to record by the order's status.
    case "refunded":
    case "refundRecorded":
      return parseResponse(order.refund.$post({ param: { id } }));
    // A plan of monthly parts: a month more, or cancelled (what was paid by card refunded).
    case "planExtend":
      return parseResponse(order.plan.extend.$post({ param: { id } }));
    case "planCancel":
      return parseResponse(order.plan.cancel.$post({ param: { id } }));
  }
}

/**
 * Mark as Paid, Mark as Shipped, Mark Delivered, Cancel, Returned, Refund, Refund Recorded.
 * Whatever the answer (a 409 means the order moved
 * meanwhile), the orders are fetched again, and every artwork query too: paid and shipped make
 * paintings Sold, cancelling releases them, and the gallery must say so at once. The mutation
 * settles only once the orders list is fresh, so focus can land on what the row now offers.
 */
export function useOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: OrderAction; trackingNumber?: string }) =>
      postAction(input.id, input.action, input.trackingNumber),
    onSettled: () => readAgain(client, adminOrderQueries.all, artworkQueries.all),
  });
}

/** The questions and commissions visitors sent, newest first; "Mark as done" invalidates `all`. */
export const adminEnquiryQueries = {
  all: ["admin", "enquiries"] as const,

  list: () =>
    queryOptions({
      queryKey: [...adminEnquiryQueries.all, "list"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.enquiries.$get({}, { init: { signal } })),
      select: (answer): Enquiry[] => answer.enquiries,
    }),
};

/**
 * `POST /api/admin/enquiries/:id/done`. Whatever the answer, the list is fetched again; the
 * mutation settles once it is fresh, so the card already shows it done.
 */
export function useMarkEnquiryDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api.admin.enquiries[":id"].done.$post({ param: { id } })),
    onSettled: () => readAgain(client, adminEnquiryQueries.all),
  });
}

/** The server's reason for a failed upload, or undefined. */
export class UploadError extends Error {}

/**
 * Sends `file` to `path` as the form field `file`, with progress (fetch cannot report upload
 * progress; XMLHttpRequest can). Resolves with the answer when it is 201, else rejects with the
 * server's reason.
 */
function sendFile<T>(path: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (T & { error?: string }) | null;
      if (request.status === 201 && body) resolve(body);
      else reject(new UploadError(body?.error));
    };
    request.onerror = () => reject(new UploadError());
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/** Uploads an image with progress. Resolves with the Image URL the server stored it under. */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const { imageUrl } = await sendFile<{ imageUrl: string }>("/api/images", file, onProgress);
  return imageUrl;
}

/** "Add many": one photograph made a draft, with progress. Resolves with the draft. */
export function uploadDraft(file: File, onProgress: (fraction: number) => void) {
  return sendFile<Artwork>("/api/admin/artworks/drafts", file, onProgress);
}

/** The Overview's figures (`GET /api/admin/stats`). */
export const adminStatsQueries = {
  all: ["admin", "stats"] as const,

  overview: () =>
    queryOptions({
      queryKey: [...adminStatsQueries.all, "overview"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.stats.$get({}, { init: { signal } })),
    }),
};

/**
 * Whether the shop is ready to open (decision 052): checked afresh whenever the Overview
 * opens, so a detail saved on the Shop tab shows at once.
 */
export const adminReadinessQueries = {
  all: ["admin", "readiness"] as const,

  list: () =>
    queryOptions({
      queryKey: [...adminReadinessQueries.all, "list"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.readiness.$get({}, { init: { signal } })),
      staleTime: 0,
    }),
};

/** Where the owner's downloads are: the spreadsheets and the whole shop's backup. */
export const DOWNLOADS = {
  orders: "/api/admin/exports/orders.csv",
  artworks: "/api/admin/exports/artworks.csv",
  editions: "/api/admin/exports/editions.csv",
  backup: "/api/admin/backup",
} as const;

/**
 * `POST /api/admin/imports/artworks` with the file's text: a dry run (the preview) or the
 * import itself, after which every artwork list and the Overview are fetched again.
 */
export function useImportArtworks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      parseResponse(
        api.admin.imports.artworks.$post(
          { query: { dryRun: String(dryRun) as "true" | "false" } },
          { init: { body: csv, headers: { "content-type": "text/csv; charset=utf-8" } } },
        ),
      ),
    onSuccess: (_report, { dryRun }) =>
      dryRun ? undefined : readAgain(client, artworkQueries.all, adminStatsQueries.all),
  });
}

/**
 * `POST /api/admin/demo/remove`: the demo works nothing refers to go; every artwork list, the
 * Overview's figures and its readiness are read again.
 */
export function useRemoveDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(api.admin.demo.remove.$post()),
    onSettled: () =>
      readAgain(client, artworkQueries.all, adminStatsQueries.all, adminReadinessQueries.all),
  });
}
