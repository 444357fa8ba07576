import { useQuery } from "@tanstack/react-query";
import { cartQueries } from "#client/entities/cart";
import { useSessionUser } from "#client/lib/session";

/**
 * The signed-in shopper's cart as read — its originals (`items`) and its print lines
 * (`prints`) — for what only shows it (the header's count): apart from `useCart`, so a first
 * visit loads no code that writes to it. Signed out: no request.
 */
export function useCartList() {
  const user = useSessionUser();
  const list = useQuery({ ...cartQueries.list(), enabled: Boolean(user) });
  return {
    items: list.data?.items ?? [],
    prints: list.data?.prints ?? [],
    isLoading: list.isPending && Boolean(user),
  };
}
