import type { Strings } from '../en.js';

/** French (français): every text of the widget; loaded on demand (../locales.ts). */
const fr: Strings = {
  // Main
  mainTitleDiscovery: 'Inscrivez-vous ou connectez-vous',
  mainTitleOrganization: 'Continuer vers {organizationName}',
  mainTitleOrganizationUnknown: 'Continuer vers ...',
  verifyEmailTitle: 'Vérifiez votre adresse e-mail',
  verifyEmailDescription: 'Confirmez votre adresse e-mail de l’une des manières suivantes :',
  emailLabel: 'E-mail',
  emailPlaceholder: 'exemple@email.com',
  invalidEmail: 'Adresse e-mail non valide',
  continue: 'Continuer',
  or: 'ou',
  usePasswordInstead: 'Utiliser plutôt un mot de passe',
  loading: 'Chargement...',
  back: 'Retour',
  organizationLogoAlt: 'Logo de {organizationName}',
  appLogoAlt: 'Logo',

  // Email
  emailMethodSelectionTitle: 'Choisissez comment continuer.',
  emailMeLink: 'M’envoyer un lien de connexion par e-mail',
  emailMeCode: 'M’envoyer un code de connexion par e-mail',

  // Passwords
  passwordLoginTitle: 'Connexion avec e-mail et mot de passe',
  passwordLabel: 'Mot de passe',
  show: 'Afficher',
  hide: 'Masquer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  signUpOrResetPassword: 'S’inscrire ou réinitialiser le mot de passe',
  nonMemberNoAccess:
    '{email} n’a pas accès à {organizationName}. Si vous pensez qu’il s’agit d’une erreur, contactez votre administrateur.',
  jitNoAccess:
    '{email} n’a pas accès à {organizationName}. Si vous pensez qu’il s’agit d’une erreur, contactez votre administrateur',

  // Success and progress
  successTitle: 'C’est fait !',
  successDescription: 'Vous êtes bien connecté.',
  loggingIn: 'Connexion en cours...',

  // Error screen
  errorTitle: 'Une erreur s’est produite !',
  errorDefault: 'Un problème est survenu. Réessayez plus tard ou contactez votre administrateur.',
  errorEmailMagicLink:
    'Ce lien de connexion n’est plus valide : il a peut-être expiré ou déjà été utilisé. Demandez-en un nouveau.',
  errorOrganizationTitle: 'Organisation introuvable',
  errorOrganization:
    'L’organisation que vous cherchez est introuvable. Si vous pensez qu’il s’agit d’une erreur, contactez votre administrateur.',
  errorCannotJoin:
    'Impossible de rejoindre l’organisation en raison de la politique d’authentification de {organizationName}. Contactez votre administrateur pour en savoir plus.',
  errorAdBlocker:
    'Votre navigateur a bloqué une requête nécessaire à la connexion. Désactivez votre bloqueur de publicité pour ce site et réessayez.',
  errorClaimedDomain:
    'Ce domaine de messagerie est réservé par une organisation : vous ne pouvez rejoindre que celle-ci. Contactez votre administrateur.',
  goBack: 'Retour',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'Le format de l’adresse e-mail n’est pas valide.',
  errUnauthorizedCredentials: 'Identifiants non autorisés.',
  errUserUnauthenticated: 'Une session active est nécessaire pour cette action. Êtes-vous connecté ?',
  errEmailNotFound: 'Adresse e-mail introuvable.',
  errNoUserPassword: 'Aucun mot de passe trouvé pour ce compte. Veuillez réessayer.',
  errBreachedPassword: 'Ce mot de passe figure dans une liste de mots de passe compromis et doit être réinitialisé.',
  errResetPassword: 'Le mot de passe doit être réinitialisé.',
  errInvalidCode: 'Le format du code n’est pas valide, veuillez réessayer.',
  errMemberPasswordNotFound: 'Mot de passe du membre introuvable.',
  errUnauthorizedAction: 'Action non autorisée.',
  errUserLockLimitReached: 'Trop de tentatives d’authentification ont échoué. Veuillez réessayer plus tard.',
  errInvalidSessionToken: 'Jeton de session non valide.',
  errSessionNotFound: 'Session introuvable.',
  errOtpCodeNotFound: 'Code non valide, veuillez réessayer.',
  errUnableToAuthMagicLink: 'Ce lien a déjà été utilisé ou a expiré. Demandez-en un nouveau.',
  errInactiveEmail:
    'Cette adresse e-mail est marquée comme inactive. Essayez une autre adresse ou contactez votre administrateur.',
  errOrganizationNotFound: 'Organisation introuvable. Veuillez réessayer.',
  errSlugLookup: 'Une erreur s’est produite. Veuillez réessayer.',

  // Toasts and chrome
  dismiss: 'Fermer',
  notifications: 'Notifications',
  poweredBy: 'Propulsé par',
  watermarkName: 'ShelfScope',

  // Passcode entry (email and text message) and its resend line
  didntGetIt: 'Rien reçu ?',
  otpTitle: 'Saisissez le code',
  otpDescription: 'Un code à 6 chiffres vous a été envoyé à {destination}',
  otpInputLabel: 'Code à usage unique',
  codeExpiresIn: 'Votre code expire dans {timeRemaining}.',
  codeExpired: 'Votre code a expiré.',
  verifyingPasscode: 'Vérification du code...',
  resendCode: 'Renvoyer le code',
  sendingCode: 'Envoi...',
  codeSent: 'Code envoyé',

  // Email confirmation (a link was sent)
  checkEmailTitle: 'Consultez votre boîte mail',
  emailResent: 'E-mail renvoyé',
  emailSentTo: 'Un e-mail a été envoyé à {email}',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo Mail',
  openOutlook: 'Outlook',
  tryAgain: 'Réessayer',

  // Discovery's organization list, new passwords
  discoveryTitle: 'Choisissez une organisation pour continuer',
  acceptInvite: 'Accepter l’invitation',
  join: 'Rejoindre',
  createOrganization: 'Créer une organisation',
  createOrganizationToGetStarted: 'Créez une organisation pour commencer',
  organizationName: 'Nom de l’organisation',
  organizationNameHint: 'Votre équipe le voit à la connexion ; vous pourrez le modifier plus tard.',
  noOrganizations: '{email} n’appartient à aucune organisation.',
  tryDifferentEmail: 'Essayer une autre adresse e-mail',
  ludsLength: 'Doit contenir au moins {count, plural, one {# caractère} other {# caractères}}',
  ludsComplexity: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole',
  breachedPassword:
    'Ce mot de passe a peut-être été utilisé sur un autre site victime d’un incident de sécurité. Veuillez en choisir un autre.',
  passwordStrength: 'Robustesse du mot de passe',
  setNewPasswordTitle: 'Définissez un nouveau mot de passe',
  resetSentTitle: 'Consultez votre boîte mail !',
  resetSentDescription: 'Un lien de connexion vous a été envoyé à {email}.',
  resendEmail: 'Renvoyer l’e-mail',
  verifyFirstTitle: 'Vérifiez d’abord votre adresse e-mail.',
  verifyFirstDescription: 'Un lien pour vérifier votre adresse e-mail et définir un mot de passe vous a été envoyé à {email}.',
  forgotTitle: 'Consultez votre boîte mail pour vous aider à vous connecter !',
  forgotDescriptionOrganization:
    'Nous vous enverrons un lien pour vous connecter directement à votre compte, ou pour réinitialiser votre mot de passe si vous en avez un.',
  forgotDescriptionDiscovery:
    'Nous vous enverrons un lien de vérification pour vous inscrire, ou pour réinitialiser votre mot de passe si vous en avez un.',
  newPasswordLabel: 'Nouveau mot de passe',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: 'Configurer l’authentification multifacteur',
  mfaUseAuthenticatorApp: 'Utiliser une application d’authentification',
  mfaTextMeACode: 'M’envoyer un code par SMS',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'Se connecter avec une clé d’accès',
  mfaUsePasskey: 'Utiliser plutôt une clé d’accès',
  passkeyCancelled: 'La demande de clé d’accès a été annulée ou a expiré. Veuillez réessayer.',
  smsEnrollTitle: 'Saisissez votre numéro de téléphone pour configurer l’authentification multifacteur',
  phoneCountryLabel: 'Pays',
  phoneNumberLabel: 'Numéro de téléphone',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: 'Le format du numéro de téléphone n’est pas valide. Assurez-vous qu’il est au format E.164.',
  smsEntryTitle: 'Saisissez le code',
  smsEntryDescription: 'Un code à 6 chiffres vous a été envoyé à {destination}',
  totpQrTitle: 'Scannez le QR code pour associer votre application d’authentification',
  totpQrAlt: 'QR code à scanner avec votre application d’authentification',
  totpTroubleScanning: 'Vous n’arrivez pas à scanner ?',
  totpManualTitle: 'Vous n’arrivez pas à scanner le QR code ?',
  totpManualDescription: 'Saisissez ce code dans votre application d’authentification.',
  totpScanAgain: 'Réessayer de scanner le QR code',
  totpEntryTitle: 'Saisissez le code de vérification',
  totpEntryDescription: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  totpInputLabel: 'Code de vérification',
  useBackupCode: 'Pas accès à votre application d’authentification ? Utilisez un code de secours',
  textMeInstead: 'M’envoyer plutôt un code par SMS',
  recoveryEntryTitle: 'Saisissez un code de secours',
  recoveryCodeLabel: 'Code de secours',
  recoverySaveTitle: 'Enregistrez vos codes de secours !',
  recoverySaveDescription: 'Chaque code ne fonctionne qu’une fois, si vous perdez votre application d’authentification.',
  copyCodes: 'Copier',
  downloadCodes: 'Télécharger le .txt',
  done: 'Terminé',
  copied: 'Copié',
  copyFailed: 'Impossible de copier les codes dans le presse-papiers',
  codeCopied: 'Code copié',
  codeCopyFailed: 'Impossible de copier le code dans le presse-papiers',

  // SSO and OAuth
  continueWithProvider: 'Continuer avec {provider}',
  continueWithSso: 'Continuer avec le SSO',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: 'Saisissez votre adresse e-mail pour continuer',
  ssoDiscoveryMenuTitle: 'Choisissez une connexion pour continuer',
  ssoDiscoveryFallbackTitle: 'Désolé, nous n’avons trouvé aucune connexion.',
  ssoDiscoveryFallbackDescription:
    'Saisissez l’identifiant unique (slug) de l’organisation pour continuer. Si vous ne le connaissez pas, connectez-vous par une autre méthode pour voir toutes vos organisations.',
  orgSlugLabel: 'Identifiant de l’organisation',
  orgSlugPlaceholder: 'Saisissez l’identifiant',
  tryAnotherMethod: 'Essayer une autre méthode de connexion',

  // Consent and logout of connected apps
  idpMissingParam: 'Un paramètre obligatoire est manquant : {param}. Veuillez contacter le développeur de l’application.',
  idpSignInTitle: 'Se connecter à {clientName} avec {projectName}',
  idpCustomScopesTitle: '{clientName} souhaite accéder à votre compte {projectName}',
  idpRequesting: '{clientName} demande à :',
  idpDefaultClientName: 'L’application',
  idpNoPermissionsToGrant:
    'Vous n’avez pas les droits nécessaires pour accorder à {clientName} l’accès à certaines des autorisations demandées.',
  idpCannotGrantRequest: 'Vous ne pouvez pas accorder à {clientName} la demande suivante :',
  idpAllow: 'Autoriser',
  idpDeny: 'Refuser',
  idpDenied: 'L’accès à l’application a été refusé.',
  idpNoActiveSession: 'Aucune session active détectée. Veuillez vous connecter pour continuer.',
  idpScopeOpenid: 'Vérifier votre identité',
  idpScopeOpenidDetail: 'Voir les informations enregistrées dans votre compte',
  idpScopeProfile: 'Voir les informations de votre profil',
  idpScopeProfileDetail: 'Votre nom, votre photo de profil et vos préférences de langue',
  idpScopeEmailDetail: 'Votre adresse e-mail',
  idpScopePhoneDetail: 'Votre numéro de téléphone',
  idpScopeOfflineAccess: 'Conserver l’accès à vos données même lorsque vous n’utilisez pas l’application',
  idpScopeOfflineAccessDetail1: 'Accéder à vos données même lorsque vous êtes hors ligne.',
  idpScopeOfflineAccessDetail2: 'Synchroniser les données et exécuter des tâches en arrière-plan pour vous.',
  idpScopeFullAccess: 'Agir en votre nom avec un accès complet à votre compte',
  idpScopeCustom: 'Utiliser l’autorisation {scope}',
  idpAppLogoAlt: 'Logo',
  idpLogoutTitle: 'Se déconnecter ?',
  idpLogoutMessage: 'Voulez-vous vraiment vous déconnecter de votre compte {projectName} ?',
  idpLogoutYes: 'Oui',
  idpLogoutNo: 'Non',
  idpNotLoggedOut: 'Vous n’avez pas été déconnecté. Vous pouvez fermer cette page.',
};

export default fr;
