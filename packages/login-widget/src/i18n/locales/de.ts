import type { Strings } from '../en.js';

/** German (Deutsch): every text of the widget; loaded on demand (../locales.ts). */
const de: Strings = {
  // Main
  mainTitleDiscovery: 'Registrieren oder anmelden',
  mainTitleOrganization: 'Weiter zu {organizationName}',
  mainTitleOrganizationUnknown: 'Weiter zu ...',
  verifyEmailTitle: 'Bestätigen Sie Ihre E-Mail-Adresse',
  verifyEmailDescription: 'Bestätigen Sie Ihre E-Mail-Adresse auf einem der folgenden Wege:',
  emailLabel: 'E-Mail',
  emailPlaceholder: 'beispiel@email.com',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  continue: 'Weiter',
  or: 'oder',
  usePasswordInstead: 'Stattdessen ein Passwort verwenden',
  loading: 'Wird geladen...',
  back: 'Zurück',
  organizationLogoAlt: 'Logo von {organizationName}',
  appLogoAlt: 'Logo',

  // Email
  emailMethodSelectionTitle: 'Wählen Sie, wie Sie fortfahren möchten.',
  emailMeLink: 'Anmeldelink per E-Mail senden',
  emailMeCode: 'Anmeldecode per E-Mail senden',

  // Passwords
  passwordLoginTitle: 'Mit E-Mail und Passwort anmelden',
  passwordLabel: 'Passwort',
  show: 'Anzeigen',
  hide: 'Verbergen',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  signUpOrResetPassword: 'Registrieren oder Passwort zurücksetzen',
  nonMemberNoAccess:
    '{email} hat keinen Zugriff auf {organizationName}. Wenn Sie das für einen Fehler halten, wenden Sie sich an Ihren Administrator.',
  jitNoAccess:
    '{email} hat keinen Zugriff auf {organizationName}. Wenn Sie das für einen Fehler halten, wenden Sie sich an Ihren Administrator',

  // Success and progress
  successTitle: 'Geschafft!',
  successDescription: 'Sie haben sich erfolgreich angemeldet.',
  loggingIn: 'Anmeldung läuft...',

  // Error screen
  errorTitle: 'Da ist leider ein Fehler aufgetreten!',
  errorDefault: 'Etwas ist schiefgelaufen. Versuchen Sie es später erneut oder wenden Sie sich an Ihren Administrator.',
  errorEmailMagicLink:
    'Dieser Anmeldelink ist nicht mehr gültig: Er ist möglicherweise abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
  errorOrganizationTitle: 'Organisation nicht gefunden',
  errorOrganization:
    'Die gesuchte Organisation wurde nicht gefunden. Wenn Sie das für einen Fehler halten, wenden Sie sich an Ihren Administrator.',
  errorCannotJoin:
    'Beitritt aufgrund der Anmelderichtlinie von {organizationName} nicht möglich. Weitere Informationen erhalten Sie von Ihrem Administrator.',
  errorAdBlocker:
    'Ihr Browser hat eine Anfrage blockiert, die für die Anmeldung nötig ist. Deaktivieren Sie Ihren Werbeblocker für diese Website und versuchen Sie es erneut.',
  errorClaimedDomain:
    'Diese E-Mail-Domain gehört zu einer Organisation: Sie können nur dieser Organisation beitreten. Wenden Sie sich an Ihren Administrator.',
  goBack: 'Zurück',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'Das E-Mail-Format ist ungültig.',
  errUnauthorizedCredentials: 'Ungültige Anmeldedaten.',
  errUserUnauthenticated: 'Für diese Aktion ist eine aktive Sitzung nötig. Haben Sie sich schon angemeldet?',
  errEmailNotFound: 'E-Mail-Adresse nicht gefunden.',
  errNoUserPassword: 'Für dieses Konto wurde kein Passwort gefunden. Bitte versuchen Sie es erneut.',
  errBreachedPassword: 'Dieses Passwort steht auf einer Liste kompromittierter Passwörter und muss zurückgesetzt werden.',
  errResetPassword: 'Das Passwort muss zurückgesetzt werden.',
  errInvalidCode: 'Das Code-Format ist ungültig, bitte versuchen Sie es erneut.',
  errMemberPasswordNotFound: 'Passwort des Mitglieds nicht gefunden.',
  errUnauthorizedAction: 'Nicht erlaubte Aktion.',
  errUserLockLimitReached: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
  errInvalidSessionToken: 'Ungültiges Sitzungstoken.',
  errSessionNotFound: 'Sitzung nicht gefunden.',
  errOtpCodeNotFound: 'Ungültiger Code, bitte versuchen Sie es erneut.',
  errUnableToAuthMagicLink: 'Dieser Link wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.',
  errInactiveEmail:
    'Diese E-Mail-Adresse ist als inaktiv markiert. Verwenden Sie eine andere Adresse oder wenden Sie sich an Ihren Administrator.',
  errOrganizationNotFound: 'Organisation nicht gefunden. Bitte versuchen Sie es erneut.',
  errSlugLookup: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',

  // Toasts and chrome
  dismiss: 'Schließen',
  notifications: 'Benachrichtigungen',
  poweredBy: 'Bereitgestellt von',
  watermarkName: 'ShelfScope',

  // Passcode entry (email and text message) and its resend line
  didntGetIt: 'Nichts angekommen?',
  otpTitle: 'Code eingeben',
  otpDescription: 'Ein 6-stelliger Code wurde an {destination} gesendet',
  otpInputLabel: 'Einmalcode',
  codeExpiresIn: 'Ihr Code läuft in {timeRemaining} ab.',
  codeExpired: 'Ihr Code ist abgelaufen.',
  verifyingPasscode: 'Code wird geprüft...',
  resendCode: 'Code erneut senden',
  sendingCode: 'Wird gesendet...',
  codeSent: 'Code gesendet',

  // Email confirmation (a link was sent)
  checkEmailTitle: 'Sehen Sie in Ihrem Postfach nach',
  emailResent: 'E-Mail erneut gesendet',
  emailSentTo: 'Eine E-Mail wurde an {email} gesendet',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo Mail',
  openOutlook: 'Outlook',
  tryAgain: 'Erneut versuchen',

  // Discovery's organization list, new passwords
  discoveryTitle: 'Wählen Sie eine Organisation aus',
  acceptInvite: 'Einladung annehmen',
  join: 'Beitreten',
  createOrganization: 'Organisation erstellen',
  createOrganizationToGetStarted: 'Erstellen Sie eine Organisation, um loszulegen',
  organizationName: 'Name der Organisation',
  organizationNameHint: 'Ihr Team sieht ihn bei der Anmeldung; Sie können ihn später ändern.',
  noOrganizations: '{email} gehört zu keiner Organisation.',
  tryDifferentEmail: 'Andere E-Mail-Adresse verwenden',
  ludsLength: 'Mindestens {count, plural, one {# Zeichen} other {# Zeichen}} lang',
  ludsComplexity: 'Muss {count} der folgenden enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen',
  breachedPassword:
    'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die von einem Sicherheitsvorfall betroffen war. Bitte wählen Sie ein anderes Passwort.',
  passwordStrength: 'Passwortstärke',
  setNewPasswordTitle: 'Neues Passwort festlegen',
  resetSentTitle: 'Sehen Sie in Ihrem Postfach nach!',
  resetSentDescription: 'Ein Anmeldelink wurde an {email} gesendet.',
  resendEmail: 'E-Mail erneut senden',
  verifyFirstTitle: 'Bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  verifyFirstDescription:
    'Ein Link, mit dem Sie Ihre E-Mail-Adresse bestätigen und ein Passwort festlegen, wurde an {email} gesendet.',
  forgotTitle: 'In Ihrem Postfach finden Sie Hilfe zur Anmeldung!',
  forgotDescriptionOrganization:
    'Wir senden Ihnen einen Anmeldelink, mit dem Sie sich direkt anmelden oder Ihr Passwort zurücksetzen können, falls Sie eines haben.',
  forgotDescriptionDiscovery:
    'Wir senden Ihnen einen Bestätigungslink, mit dem Sie sich registrieren oder Ihr Passwort zurücksetzen können, falls Sie eines haben.',
  newPasswordLabel: 'Neues Passwort',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: 'Multi-Faktor-Authentifizierung einrichten',
  mfaUseAuthenticatorApp: 'Authenticator-App verwenden',
  mfaTextMeACode: 'Code per SMS senden',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'Mit einem Passkey anmelden',
  mfaUsePasskey: 'Stattdessen einen Passkey verwenden',
  passkeyCancelled: 'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen. Bitte versuchen Sie es erneut.',
  smsEnrollTitle: 'Geben Sie Ihre Telefonnummer ein, um die Multi-Faktor-Authentifizierung einzurichten',
  phoneCountryLabel: 'Land',
  phoneNumberLabel: 'Telefonnummer',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: 'Das Format der Telefonnummer ist ungültig. Die Nummer muss im E.164-Format angegeben werden.',
  smsEntryTitle: 'Code eingeben',
  smsEntryDescription: 'Ein 6-stelliger Code wurde an {destination} gesendet',
  totpQrTitle: 'Scannen Sie den QR-Code, um Ihre Authenticator-App zu verknüpfen',
  totpQrAlt: 'QR-Code zum Scannen mit Ihrer Authenticator-App',
  totpTroubleScanning: 'Probleme beim Scannen?',
  totpManualTitle: 'Probleme beim Scannen des QR-Codes?',
  totpManualDescription: 'Geben Sie diesen Code in Ihrer Authenticator-App ein.',
  totpScanAgain: 'QR-Code erneut scannen',
  totpEntryTitle: 'Bestätigungscode eingeben',
  totpEntryDescription: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  totpInputLabel: 'Bestätigungscode',
  useBackupCode: 'Kein Zugriff auf Ihre Authenticator-App? Verwenden Sie einen Backup-Code',
  textMeInstead: 'Stattdessen Code per SMS senden',
  recoveryEntryTitle: 'Backup-Code eingeben',
  recoveryCodeLabel: 'Backup-Code',
  recoverySaveTitle: 'Speichern Sie Ihre Backup-Codes!',
  recoverySaveDescription: 'Jeder Code funktioniert einmal, falls Sie Ihre Authenticator-App verlieren.',
  copyCodes: 'Kopieren',
  downloadCodes: '.txt herunterladen',
  done: 'Fertig',
  copied: 'Kopiert',
  copyFailed: 'Die Codes konnten nicht in die Zwischenablage kopiert werden',
  codeCopied: 'Code kopiert',
  codeCopyFailed: 'Der Code konnte nicht in die Zwischenablage kopiert werden',

  // SSO and OAuth
  continueWithProvider: 'Weiter mit {provider}',
  continueWithSso: 'Weiter mit SSO',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: 'Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren',
  ssoDiscoveryMenuTitle: 'Wählen Sie eine Verbindung aus',
  ssoDiscoveryFallbackTitle: 'Leider haben wir keine Verbindungen gefunden.',
  ssoDiscoveryFallbackDescription:
    'Bitte geben Sie die eindeutige Kennung (Slug) der Organisation ein, um fortzufahren. Wenn Sie sie nicht kennen, melden Sie sich auf anderem Weg an, um alle Ihre Organisationen zu sehen.',
  orgSlugLabel: 'Slug der Organisation',
  orgSlugPlaceholder: 'Slug der Organisation eingeben',
  tryAnotherMethod: 'Andere Anmeldemethode verwenden',

  // Consent and logout of connected apps
  idpMissingParam: 'Ein erforderlicher Parameter fehlt: {param}. Bitte wenden Sie sich an den Entwickler der Anwendung.',
  idpSignInTitle: 'Bei {clientName} mit {projectName} anmelden',
  idpCustomScopesTitle: '{clientName} möchte auf Ihr {projectName}-Konto zugreifen',
  idpRequesting: '{clientName} möchte:',
  idpDefaultClientName: 'Die App',
  idpNoPermissionsToGrant: 'Sie sind nicht berechtigt, {clientName} Zugriff auf einige der angefragten Bereiche zu gewähren.',
  idpCannotGrantRequest: 'Sie können {clientName} Folgendes nicht gewähren:',
  idpAllow: 'Zulassen',
  idpDeny: 'Ablehnen',
  idpDenied: 'Der Zugriff auf die Anwendung wurde verweigert.',
  idpNoActiveSession: 'Keine aktive Sitzung gefunden. Bitte melden Sie sich an, um fortzufahren.',
  idpScopeOpenid: 'Ihre Identität bestätigen',
  idpScopeOpenidDetail: 'In Ihrem Konto gespeicherte Informationen einsehen',
  idpScopeProfile: 'Ihre persönlichen Profilinformationen einsehen',
  idpScopeProfileDetail: 'Ihr Name, Ihr Profilbild und Ihre Spracheinstellungen',
  idpScopeEmailDetail: 'Ihre E-Mail-Adresse',
  idpScopePhoneDetail: 'Ihre Telefonnummer',
  idpScopeOfflineAccess: 'Auch dann auf Ihre Daten zugreifen, wenn Sie die App gerade nicht verwenden',
  idpScopeOfflineAccessDetail1: 'Auf Ihre Daten zugreifen, auch wenn Sie offline sind.',
  idpScopeOfflineAccessDetail2: 'Daten synchronisieren und Hintergrundaufgaben in Ihrem Auftrag ausführen.',
  idpScopeFullAccess: 'In Ihrem Namen mit vollem Zugriff auf Ihr Konto handeln',
  idpScopeCustom: 'Den Bereich {scope} verwenden',
  idpAppLogoAlt: 'Logo',
  idpLogoutTitle: 'Abmelden?',
  idpLogoutMessage: 'Möchten Sie sich wirklich von Ihrem {projectName}-Konto abmelden?',
  idpLogoutYes: 'Ja',
  idpLogoutNo: 'Nein',
  idpNotLoggedOut: 'Sie wurden nicht abgemeldet. Sie können diese Seite schließen.',
};

export default de;
