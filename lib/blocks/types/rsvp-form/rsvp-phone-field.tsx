import { CONTROL, errorIdOf, FieldError, LABEL, TextInput } from "./form-parts";
import type { RsvpFormLabels } from "./labels";
import { RSVP_LIMITS } from "./values";

// The phone number with its country: a native <select> of countries (keyboard and screen-reader
// friendly on every phone) above the number on a phone, beside it from the sm breakpoint. The
// markup holds one placeholder choice: the share view's script fills in every country libphonenumber
// knows, named in the reader's language with its calling code, picks the default country
// (./phone-country.ts) and formats the number as it is typed (lib/share/client/lib/rsvp-phone.ts).
// The number's error line sits under both, as the country is often what is wrong.

export function RsvpPhoneField({ idPrefix, labels, value, disabled, live }: { idPrefix: string; labels: RsvpFormLabels; value: string; disabled: boolean; live: boolean }) {
  const phoneId = `${idPrefix}-phone`;
  const countryId = `${idPrefix}-phone-country`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5" {...(live ? { "data-rsvp-phone-field": "" } : {})}>
      <div className="grid grid-cols-1 gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={countryId} className={LABEL}>
            {labels.phoneCountry}
          </label>
          <select id={countryId} disabled={disabled} {...(live ? { "data-rsvp-country": "" } : {})} className={`h-12 ${CONTROL}`}>
            <option value="">{labels.phoneCountryChoose}</option>
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={phoneId} className={LABEL}>
            {labels.phone}
          </label>
          <TextInput id={phoneId} type="tel" inputMode="tel" autoComplete="tel" maxLength={RSVP_LIMITS.phone} value={value} disabled={disabled} />
        </div>
      </div>
      {live && <FieldError id={errorIdOf(phoneId)} />}
    </div>
  );
}
