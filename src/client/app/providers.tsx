import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiStatus } from "#client/lib/api-status";

/** A query client as the app uses it: one in the browser, one per request on the server. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network and server errors get one retry.
        retry: (failureCount, error) => {
          const status = apiStatus(error);
          return failureCount < 1 && !(status !== undefined && status >= 400 && status < 500);
        },
      },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
