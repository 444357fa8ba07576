import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { notify } from "#client/lib/notify";
import { CONFIRMED_PARAM } from "../confirmed";

/**
 * A confirmation link lands on `/?confirmed=1`, signed in: this says "Your e-mail is
 * confirmed" in the toast host (a status the screen reader reads too), then drops the
 * parameter so a reload or a shared address does not say it again. better-auth adds `error`
 * when the link was expired or used; then it says that instead. Its words load only then.
 */
export function ConfirmedNotice() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(CONFIRMED_PARAM)) return;
    const failed = params.has("error");
    params.delete(CONFIRMED_PARAM);
    params.delete("error");
    const rest = params.toString();
    navigate({ pathname, search: rest && `?${rest}`, hash }, { replace: true });
    import("#shared/texts/password-reset").then(
      ({ passwordResetTexts: { passwordReset } }) =>
        failed
          ? notify.error(passwordReset.confirmFailed)
          : notify.success(passwordReset.confirmed),
      (error: unknown) => console.error(error),
    );
  }, [pathname, search, hash, navigate]);
  return null;
}
