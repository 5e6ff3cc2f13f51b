import type { Strings } from '../en.js';

/** Italian (italiano): every text of the widget; loaded on demand (../locales.ts). */
const it: Strings = {
  // Main
  mainTitleDiscovery: 'Registrati o accedi',
  mainTitleOrganization: 'Continua su {organizationName}',
  mainTitleOrganizationUnknown: 'Continua su ...',
  verifyEmailTitle: 'Verifica il tuo indirizzo email',
  verifyEmailDescription: 'Conferma il tuo indirizzo email in uno dei modi seguenti:',
  emailLabel: 'Email',
  emailPlaceholder: 'esempio@email.com',
  invalidEmail: 'Indirizzo email non valido',
  continue: 'Continua',
  or: 'oppure',
  usePasswordInstead: 'Usa invece una password',
  loading: 'Caricamento...',
  back: 'Indietro',
  organizationLogoAlt: 'Logo di {organizationName}',
  appLogoAlt: 'Logo',

  // Email
  emailMethodSelectionTitle: 'Scegli come vuoi continuare.',
  emailMeLink: 'Inviami un link di accesso via email',
  emailMeCode: 'Inviami un codice di accesso via email',

  // Passwords
  passwordLoginTitle: 'Accedi con email e password',
  passwordLabel: 'Password',
  show: 'Mostra',
  hide: 'Nascondi',
  showPassword: 'Mostra password',
  hidePassword: 'Nascondi password',
  signUpOrResetPassword: 'Registrati o reimposta la password',
  nonMemberNoAccess:
    '{email} non ha accesso a {organizationName}. Se pensi che si tratti di un errore, contatta il tuo amministratore.',
  jitNoAccess: '{email} non ha accesso a {organizationName}. Se pensi che si tratti di un errore, contatta il tuo amministratore',

  // Success and progress
  successTitle: 'Fatto!',
  successDescription: 'Hai effettuato l’accesso.',
  loggingIn: 'Accesso in corso...',

  // Error screen
  errorTitle: 'Sembra che si sia verificato un errore!',
  errorDefault: 'Qualcosa è andato storto. Riprova più tardi o chiedi aiuto al tuo amministratore.',
  errorEmailMagicLink:
    'Questo link di accesso non è più valido: potrebbe essere scaduto o essere già stato usato. Richiedine uno nuovo.',
  errorOrganizationTitle: 'Organizzazione non trovata',
  errorOrganization:
    'Non è stato possibile trovare l’organizzazione che cerchi. Se pensi che si tratti di un errore, contatta il tuo amministratore.',
  errorCannotJoin:
    'Impossibile unirsi a causa dei criteri di autenticazione di {organizationName}. Per maggiori informazioni contatta il tuo amministratore.',
  errorAdBlocker:
    'Il browser ha bloccato una richiesta necessaria per l’accesso. Disattiva il blocco degli annunci per questo sito e riprova.',
  errorClaimedDomain:
    'Questo dominio email appartiene a un’organizzazione: puoi unirti solo a quella. Chiedi aiuto al tuo amministratore.',
  goBack: 'Torna indietro',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'Il formato dell’email non è valido.',
  errUnauthorizedCredentials: 'Credenziali non autorizzate.',
  errUserUnauthenticated: 'Per questa operazione serve una sessione attiva. Hai già effettuato l’accesso?',
  errEmailNotFound: 'Email non trovata.',
  errNoUserPassword: 'Nessuna password trovata per questo utente. Riprova.',
  errBreachedPassword: 'La password compare nell’elenco delle password violate e deve essere reimpostata.',
  errResetPassword: 'La password deve essere reimpostata.',
  errInvalidCode: 'Il formato del codice non è valido, riprova.',
  errMemberPasswordNotFound: 'Password del membro non trovata.',
  errUnauthorizedAction: 'Azione non autorizzata.',
  errUserLockLimitReached: 'Troppi tentativi di autenticazione non riusciti. Riprova più tardi.',
  errInvalidSessionToken: 'Token di sessione non valido.',
  errSessionNotFound: 'Sessione non trovata.',
  errOtpCodeNotFound: 'Codice non valido, riprova.',
  errUnableToAuthMagicLink: 'Questo link è già stato usato o è scaduto. Richiedine uno nuovo.',
  errInactiveEmail:
    'Questo indirizzo email è contrassegnato come inattivo. Prova con un altro indirizzo o contatta il tuo amministratore.',
  errOrganizationNotFound: 'Organizzazione non trovata. Riprova.',
  errSlugLookup: 'Si è verificato un errore. Riprova.',

  // Toasts and chrome
  dismiss: 'Chiudi',
  notifications: 'Notifiche',
  poweredBy: 'Con tecnologia',
  watermarkName: 'ShelfScope',

  // Passcode entry (email and text message) and its resend line
  didntGetIt: 'Non l’hai ricevuto?',
  otpTitle: 'Inserisci il codice',
  otpDescription: 'Ti abbiamo inviato un codice di 6 cifre a {destination}',
  otpInputLabel: 'Codice monouso',
  codeExpiresIn: 'Il codice scade tra {timeRemaining}.',
  codeExpired: 'Il codice è scaduto.',
  verifyingPasscode: 'Verifica del codice...',
  resendCode: 'Invia di nuovo il codice',
  sendingCode: 'Invio...',
  codeSent: 'Codice inviato',

  // Email confirmation (a link was sent)
  checkEmailTitle: 'Controlla la tua email',
  emailResent: 'Email inviata di nuovo',
  emailSentTo: 'Abbiamo inviato un’email a {email}',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo Mail',
  openOutlook: 'Outlook',
  tryAgain: 'Riprova',

  // Discovery's organization list, new passwords
  discoveryTitle: 'Seleziona un’organizzazione per continuare',
  acceptInvite: 'Accetta l’invito',
  join: 'Unisciti',
  createOrganization: 'Crea un’organizzazione',
  createOrganizationToGetStarted: 'Crea un’organizzazione per iniziare',
  organizationName: 'Nome dell’organizzazione',
  organizationNameHint: 'Il tuo team lo vede quando accede; potrai cambiarlo in seguito.',
  noOrganizations: '{email} non appartiene a nessuna organizzazione.',
  tryDifferentEmail: 'Prova con un altro indirizzo email',
  ludsLength: 'Deve contenere almeno {count, plural, one {# carattere} other {# caratteri}}',
  ludsComplexity: 'Deve contenere {count} dei seguenti: lettera maiuscola, lettera minuscola, numero, simbolo',
  breachedPassword:
    'Questa password potrebbe essere stata usata su un altro sito colpito da un problema di sicurezza. Scegli un’altra password.',
  passwordStrength: 'Sicurezza della password',
  setNewPasswordTitle: 'Imposta una nuova password',
  resetSentTitle: 'Controlla la tua email!',
  resetSentDescription: 'Ti abbiamo inviato un link di accesso a {email}.',
  resendEmail: 'Invia di nuovo l’email',
  verifyFirstTitle: 'Prima verifica il tuo indirizzo email.',
  verifyFirstDescription: 'Ti abbiamo inviato a {email} un link per verificare l’email e impostare una password.',
  forgotTitle: 'Controlla la tua email per ricevere aiuto con l’accesso!',
  forgotDescriptionOrganization:
    'Ti invieremo via email un link per accedere direttamente al tuo account o reimpostare la password, se ne hai una.',
  forgotDescriptionDiscovery:
    'Ti invieremo via email un link di verifica per registrarti o reimpostare la password, se ne hai una.',
  newPasswordLabel: 'Nuova password',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: 'Configura l’autenticazione a più fattori',
  mfaUseAuthenticatorApp: 'Usa un’app di autenticazione',
  mfaTextMeACode: 'Inviami un codice via SMS',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'Accedi con una passkey',
  mfaUsePasskey: 'Usa invece una passkey',
  passkeyCancelled: 'La richiesta della passkey è stata annullata o è scaduta. Riprova.',
  smsEnrollTitle: 'Inserisci il tuo numero di telefono per configurare l’autenticazione a più fattori',
  phoneCountryLabel: 'Paese',
  phoneNumberLabel: 'Numero di telefono',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: 'Il formato del numero di telefono non è valido. Assicurati che sia nel formato E.164.',
  smsEntryTitle: 'Inserisci il codice',
  smsEntryDescription: 'Ti abbiamo inviato un codice di 6 cifre a {destination}',
  totpQrTitle: 'Scansiona il codice QR per collegare la tua app di autenticazione',
  totpQrAlt: 'Codice QR da scansionare con la tua app di autenticazione',
  totpTroubleScanning: 'Problemi con la scansione?',
  totpManualTitle: 'Problemi a scansionare il codice QR?',
  totpManualDescription: 'Inserisci questo codice nella tua app di autenticazione.',
  totpScanAgain: 'Prova di nuovo a scansionare il codice QR',
  totpEntryTitle: 'Inserisci il codice di verifica',
  totpEntryDescription: 'Inserisci il codice di 6 cifre della tua app di autenticazione.',
  totpInputLabel: 'Codice di verifica',
  useBackupCode: 'Non riesci ad accedere all’app di autenticazione? Usa un codice di backup',
  textMeInstead: 'Inviami invece un codice via SMS',
  recoveryEntryTitle: 'Inserisci un codice di backup',
  recoveryCodeLabel: 'Codice di backup',
  recoverySaveTitle: 'Salva i tuoi codici di backup!',
  recoverySaveDescription: 'Ogni codice funziona una sola volta, nel caso tu perda l’app di autenticazione.',
  copyCodes: 'Copia',
  downloadCodes: 'Scarica .txt',
  done: 'Fatto',
  copied: 'Copiati',
  copyFailed: 'Impossibile copiare i codici negli appunti',
  codeCopied: 'Codice copiato',
  codeCopyFailed: 'Impossibile copiare il codice negli appunti',

  // SSO and OAuth
  continueWithProvider: 'Continua con {provider}',
  continueWithSso: 'Continua con SSO',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: 'Inserisci la tua email per continuare',
  ssoDiscoveryMenuTitle: 'Seleziona una connessione per continuare',
  ssoDiscoveryFallbackTitle: 'Spiacenti, non abbiamo trovato nessuna connessione.',
  ssoDiscoveryFallbackDescription:
    'Inserisci l’identificativo univoco (slug) dell’organizzazione per continuare. Se non lo conosci, accedi con un altro metodo per vedere tutte le tue organizzazioni.',
  orgSlugLabel: 'Identificativo dell’organizzazione',
  orgSlugPlaceholder: 'Inserisci l’identificativo',
  tryAnotherMethod: 'Prova un altro metodo di accesso',

  // Consent and logout of connected apps
  idpMissingParam: 'Manca un parametro obbligatorio: {param}. Contatta lo sviluppatore dell’applicazione.',
  idpSignInTitle: 'Accedi a {clientName} con {projectName}',
  idpCustomScopesTitle: '{clientName} vuole accedere al tuo account {projectName}',
  idpRequesting: '{clientName} chiede di:',
  idpDefaultClientName: 'L’app',
  idpNoPermissionsToGrant: 'Non hai i permessi per concedere a {clientName} l’accesso ad alcune delle autorizzazioni richieste.',
  idpCannotGrantRequest: 'Non puoi concedere a {clientName} quanto segue:',
  idpAllow: 'Consenti',
  idpDeny: 'Rifiuta',
  idpDenied: 'L’accesso all’applicazione è stato negato.',
  idpNoActiveSession: 'Nessuna sessione attiva rilevata. Accedi per continuare.',
  idpScopeOpenid: 'Verificare la tua identità',
  idpScopeOpenidDetail: 'Vedere le informazioni salvate nel tuo account',
  idpScopeProfile: 'Vedere le informazioni del tuo profilo personale',
  idpScopeProfileDetail: 'Il tuo nome, la tua foto del profilo e le tue preferenze di lingua',
  idpScopeEmailDetail: 'Il tuo indirizzo email',
  idpScopePhoneDetail: 'Il tuo numero di telefono',
  idpScopeOfflineAccess: 'Mantenere l’accesso ai tuoi dati anche quando non usi l’app',
  idpScopeOfflineAccessDetail1: 'Accedere ai tuoi dati anche quando sei offline.',
  idpScopeOfflineAccessDetail2: 'Sincronizzare i dati ed eseguire attività in background per tuo conto.',
  idpScopeFullAccess: 'Agire per tuo conto con accesso completo al tuo account',
  idpScopeCustom: 'Usare l’autorizzazione {scope}',
  idpAppLogoAlt: 'Logo',
  idpLogoutTitle: 'Vuoi uscire?',
  idpLogoutMessage: 'Vuoi davvero uscire dal tuo account {projectName}?',
  idpLogoutYes: 'Sì',
  idpLogoutNo: 'No',
  idpNotLoggedOut: 'Non sei stato disconnesso. Puoi chiudere questa pagina.',
};

export default it;
