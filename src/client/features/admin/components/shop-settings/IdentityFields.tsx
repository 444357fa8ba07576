import { messages } from "#shared/messages";
import { PortraitField } from "../PortraitField";
import { SettingsSection, SettingsText } from "./controls";
import type { FieldGroupProps } from "./form-state";

const text = messages.adminShop;

/** Who she is: her name, portrait and statement, and how the home page and search describe her. */
export function IdentityFields(props: FieldGroupProps & { portraitUrl: string | null }) {
  return (
    <SettingsSection id="shop-identity-title" title={text.identityTitle} text={text.identityText}>
      <div className="md:w-1/2 md:pr-2">
        <SettingsText
          {...props}
          name="artistName"
          label={text.artistName}
          hint={text.artistNameHint}
          autoComplete="name"
        />
      </div>
      <PortraitField portraitUrl={props.portraitUrl} />
      <SettingsText
        {...props}
        name="statement"
        label={text.statement}
        hint={text.statementHint}
        rows={4}
      />
      <SettingsText {...props} name="homeSubtitle" label={text.homeSubtitle} />
      <SettingsText {...props} name="metaDescription" label={text.metaDescription} rows={3} />
    </SettingsSection>
  );
}
