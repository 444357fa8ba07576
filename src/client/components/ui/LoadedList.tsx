import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { messages } from "#shared/messages";

/**
 * A list the page fetched, in each of its states: loading, failed (with Try again), empty (an
 * icon and a line), or its items drawn by `children`.
 */
export function LoadedList<T>(props: {
  query: UseQueryResult<T[]>;
  loading: string;
  failed: string;
  empty: string;
  icon: LucideIcon;
  children: (items: T[]) => ReactNode;
}) {
  const { query, icon: Icon } = props;
  if (query.isPending) return <StatusMessage>{props.loading}</StatusMessage>;
  if (query.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => query.refetch()}>{messages.home.retry}</Button>}
      >
        {props.failed}
      </StatusMessage>
    );
  }
  if (query.data.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-20 text-center">
        <Icon aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
        <p className="font-serif text-2xl">{props.empty}</p>
      </div>
    );
  }
  return props.children(query.data);
}
