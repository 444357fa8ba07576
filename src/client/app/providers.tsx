import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiStatus } from "#client/lib/api";

export const queryClient = new QueryClient({
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

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
