import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { buttonVariants } from "#client/components/ui/button";
import type { SessionUser } from "#client/lib/session";
import { initialsOf } from "#shared/account";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import { useSignOut } from "../api";
import { Avatar } from "./Avatar";

const itemClass =
  "flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-stone-100";

/** The header's menu, signed in: Profile, Admin Panel (owners only), Sign Out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const initials = initialsOf(user);
  const signOut = useSignOut();
  return (
    // Not modal: the page behind stays in the accessibility tree (no aria-hidden over
    // focusable content); Escape and a click outside still close the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonVariants({ variant: "primary", size: "avatar", className: "ml-1" })}
        aria-label={messages.account.menu(initials, user.name || user.email)}
      >
        <Avatar user={user} size={40} initials={initials} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-line"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(routes.profile.path)}>
            {messages.account.profile}
          </DropdownMenu.Item>
          {user.isOwner && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(routes.admin.path)}>
              {messages.account.adminPanel}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => signOut.mutate(undefined, { onSettled: () => navigate("/") })}
          >
            {messages.account.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
