import type { NavigateFunction } from "react-router";
import { notify } from "#client/lib/notify";
import { CONFIRMED_PARAM } from "#shared/links";
import { passwordResetTexts } from "#shared/texts/password-reset";

/**
 * Says "Your e-mail is confirmed" in the toast host (a status the screen reader reads too),
 * then drops the parameter so a reload or a copied address does not say it again. better-auth
 * adds `error` when the link had expired or was used; then that is said instead.
 */
export function announceConfirmed(navigate: NavigateFunction) {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  if (!params.has(CONFIRMED_PARAM)) return;
  const failed = params.has("error");
  params.delete(CONFIRMED_PARAM);
  params.delete("error");
  const rest = params.toString();
  navigate({ pathname, search: rest && `?${rest}`, hash }, { replace: true });
  const text = passwordResetTexts.passwordReset;
  if (failed) notify.error(text.confirmFailed);
  else notify.success(text.confirmed);
}
