import { useQuery } from "@tanstack/react-query";
import { Button } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { messages } from "#shared/messages";
import { adminSettingsQueries } from "../shop-api";
import { ShopPageEditor } from "./ShopPageEditor";
import { ShopSettingsForm } from "./ShopSettingsForm";

const text = messages.adminShop;

/**
 * The owner's Shop tab: who trades and what delivery costs (`PUT /api/admin/settings`), then
 * the shop's own pages.
 */
export function ShopPanel() {
  const settings = useQuery(adminSettingsQueries.settings());
  return (
    <div className="flex flex-col gap-12">
      {settings.isPending ? (
        <StatusMessage>{text.loading}</StatusMessage>
      ) : settings.isError ? (
        <StatusMessage
          action={<Button onClick={() => settings.refetch()}>{messages.home.retry}</Button>}
        >
          {text.loadFailed}
        </StatusMessage>
      ) : (
        <ShopSettingsForm settings={settings.data} />
      )}
      <ShopPageEditor />
    </div>
  );
}
