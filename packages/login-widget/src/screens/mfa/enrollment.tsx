import { type FormEvent, useId, useState } from 'react';
import { sendSmsCode } from '../../flows/mfa.js';
import { useAsyncAction } from '../../hooks/use-async-action.js';
import { COUNTRIES, callingCodeOf, DEFAULT_COUNTRY, loadPhoneParser, toE164 } from '../../mfa/phone.js';
import { BackButton } from '../../ui/back-button.js';
import { Button } from '../../ui/button.js';
import { ErrorText } from '../../ui/error-text.js';
import { Header } from '../../ui/header.js';
import { TextField } from '../../ui/text-field.js';
import { useWidget } from '../../widget-context.js';
import { PasskeySecondFactor } from './passkey-second-factor.js';

/** MFAEnrollmentSelection: "Set up Multi-Factor Authentication", the methods in the widget's order. */
export function MfaEnrollmentSelectionScreen() {
  const { t, state, dispatch } = useWidget();
  const methods = state.mfa.primaryInfo?.organizationMfaOptionsSupported ?? [];
  return (
    <div className="ssl-screen">
      <Header title={t('mfaEnrollTitle')} />
      <div className="ssl-stack">
        {methods.map((method, index) => (
          <Button
            key={method}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => dispatch({ type: 'mfa_select_method', method })}
          >
            {method === 'totp' ? t('mfaUseAuthenticatorApp') : t('mfaTextMeACode')}
          </Button>
        ))}
        <PasskeySecondFactor />
      </div>
    </div>
  );
}

/** Country names in the page's language, when the browser can name them. */
function countryName(country: string): string {
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * SMSOTPEnrollment: a country's calling code (default US) and the number. The parser loads in
 * the background when the screen opens; Continue checks the number (2 s at most) and texts it.
 */
export function SmsOtpEnrollmentScreen() {
  const s = useWidget();
  const { t, state } = s;
  const [country, setCountry] = useState(state.mfa.smsOtp.enrolledNumber?.countryCode || DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const selectId = useId();
  const { run, pending, error } = useAsyncAction();
  const canGoBack = state.screenHistory.at(-1) === 'MFAEnrollmentSelection';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const e164 = await toE164(country, phone);
      setInvalid(e164 === null);
      if (e164) await sendSmsCode(s, { phoneNumber: e164, countryCode: country });
    });
  };

  return (
    <div className="ssl-screen">
      {canGoBack ? <BackButton /> : null}
      <Header title={t('smsEnrollTitle')} />
      <form className="ssl-form" onSubmit={submit} noValidate>
        <div className="ssl-field">
          <label className="ssl-label" htmlFor={selectId}>
            {t('phoneCountryLabel')}
          </label>
          <select
            id={selectId}
            className="ssl-input"
            value={country}
            onFocus={() => void loadPhoneParser().catch(() => undefined)}
            onChange={(e) => setCountry(e.target.value)}
          >
            {COUNTRIES.map((c) => (
              <option key={c.country} value={c.country}>
                {`${countryName(c.country)} (+${c.callingCode})`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={`${t('phoneNumberLabel')} (+${callingCodeOf(country)})`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={t('phoneNumberPlaceholder')}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setInvalid(false);
          }}
          invalid={invalid || Boolean(error)}
          errorId={errorId}
        />
        <ErrorText message={invalid ? t('errInvalidPhoneNumber') : error} id={errorId} />
        <Button type="submit" disabled={pending || phone.trim() === ''}>
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}
