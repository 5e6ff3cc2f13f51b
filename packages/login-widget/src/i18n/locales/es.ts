import type { Strings } from '../en.js';

/** Spanish (español): every text of the widget; loaded on demand (../locales.ts). */
const es: Strings = {
  // Main
  mainTitleDiscovery: 'Regístrate o inicia sesión',
  mainTitleOrganization: 'Continuar a {organizationName}',
  mainTitleOrganizationUnknown: 'Continuar a ...',
  verifyEmailTitle: 'Verifica tu correo electrónico',
  verifyEmailDescription: 'Confirma tu dirección de correo electrónico con una de estas opciones:',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'ejemplo@email.com',
  invalidEmail: 'Dirección de correo electrónico no válida',
  continue: 'Continuar',
  or: 'o',
  usePasswordInstead: 'Usar una contraseña',
  loading: 'Cargando...',
  back: 'Atrás',
  organizationLogoAlt: 'Logotipo de {organizationName}',
  appLogoAlt: 'Logotipo',

  // Email
  emailMethodSelectionTitle: 'Elige cómo quieres continuar.',
  emailMeLink: 'Enviarme un enlace de inicio de sesión',
  emailMeCode: 'Enviarme un código de inicio de sesión',

  // Passwords
  passwordLoginTitle: 'Inicia sesión con correo y contraseña',
  passwordLabel: 'Contraseña',
  show: 'Mostrar',
  hide: 'Ocultar',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  signUpOrResetPassword: 'Registrarse o restablecer la contraseña',
  nonMemberNoAccess:
    '{email} no tiene acceso a {organizationName}. Si crees que se trata de un error, ponte en contacto con tu administrador.',
  jitNoAccess:
    '{email} no tiene acceso a {organizationName}. Si crees que se trata de un error, ponte en contacto con tu administrador',

  // Success and progress
  successTitle: '¡Listo!',
  successDescription: 'Has iniciado sesión correctamente.',
  loggingIn: 'Iniciando sesión...',

  // Error screen
  errorTitle: '¡Parece que se ha producido un error!',
  errorDefault: 'Algo ha salido mal. Inténtalo de nuevo más tarde o pide ayuda a tu administrador.',
  errorEmailMagicLink:
    'Este enlace de inicio de sesión ya no es válido: puede que haya caducado o que ya se haya usado. Solicita uno nuevo.',
  errorOrganizationTitle: 'Organización no encontrada',
  errorOrganization:
    'No se ha encontrado la organización que buscas. Si crees que se trata de un error, ponte en contacto con tu administrador.',
  errorCannotJoin:
    'No puedes unirte debido a la política de autenticación de {organizationName}. Ponte en contacto con tu administrador para obtener más información.',
  errorAdBlocker:
    'Tu navegador ha bloqueado una solicitud necesaria para iniciar sesión. Desactiva el bloqueador de anuncios en este sitio e inténtalo de nuevo.',
  errorClaimedDomain:
    'Este dominio de correo pertenece a una organización: solo puedes unirte a esa organización. Pide ayuda a tu administrador.',
  goBack: 'Volver',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'El formato del correo electrónico no es válido.',
  errUnauthorizedCredentials: 'Credenciales no autorizadas.',
  errUserUnauthenticated: 'Necesitas una sesión activa para esta acción. ¿Has iniciado sesión?',
  errEmailNotFound: 'No se ha encontrado el correo electrónico.',
  errNoUserPassword: 'No se ha encontrado ninguna contraseña para este usuario. Inténtalo de nuevo.',
  errBreachedPassword: 'La contraseña aparece en la lista de contraseñas filtradas y debe restablecerse.',
  errResetPassword: 'Es necesario restablecer la contraseña.',
  errInvalidCode: 'El formato del código no es válido. Inténtalo de nuevo.',
  errMemberPasswordNotFound: 'No se ha encontrado la contraseña del miembro.',
  errUnauthorizedAction: 'Acción no autorizada.',
  errUserLockLimitReached: 'Demasiados intentos de autenticación fallidos. Inténtalo de nuevo más tarde.',
  errInvalidSessionToken: 'Token de sesión no válido.',
  errSessionNotFound: 'No se ha encontrado la sesión.',
  errOtpCodeNotFound: 'Código no válido. Inténtalo de nuevo.',
  errUnableToAuthMagicLink: 'Este enlace ya se ha usado o ha caducado. Solicita uno nuevo.',
  errInactiveEmail:
    'Esta dirección de correo está marcada como inactiva. Prueba con otra dirección o ponte en contacto con tu administrador.',
  errOrganizationNotFound: 'No se ha encontrado la organización. Inténtalo de nuevo.',
  errSlugLookup: 'Se ha producido un error. Inténtalo de nuevo.',

  // Toasts and chrome
  dismiss: 'Cerrar',
  notifications: 'Notificaciones',
  poweredBy: 'Con la tecnología de',
  watermarkName: 'ShelfScope',

  // Passcode entry (email and text message) and its resend line
  didntGetIt: '¿No lo has recibido?',
  otpTitle: 'Introduce el código',
  otpDescription: 'Hemos enviado un código de 6 dígitos a {destination}',
  otpInputLabel: 'Código de un solo uso',
  codeExpiresIn: 'Tu código caduca en {timeRemaining}.',
  codeExpired: 'Tu código ha caducado.',
  verifyingPasscode: 'Verificando el código...',
  resendCode: 'Reenviar código',
  sendingCode: 'Enviando...',
  codeSent: 'Código enviado',

  // Email confirmation (a link was sent)
  checkEmailTitle: 'Revisa tu correo',
  emailResent: 'Correo reenviado',
  emailSentTo: 'Hemos enviado un correo a {email}',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo Mail',
  openOutlook: 'Outlook',
  tryAgain: 'Intentar de nuevo',

  // Discovery's organization list, new passwords
  discoveryTitle: 'Selecciona una organización para continuar',
  acceptInvite: 'Aceptar invitación',
  join: 'Unirse',
  createOrganization: 'Crear una organización',
  createOrganizationToGetStarted: 'Crea una organización para empezar',
  organizationName: 'Nombre de la organización',
  organizationNameHint: 'Tu equipo lo verá al iniciar sesión; puedes cambiarlo más adelante.',
  noOrganizations: '{email} no pertenece a ninguna organización.',
  tryDifferentEmail: 'Probar con otra dirección de correo',
  ludsLength: 'Debe tener al menos {count, plural, one {# carácter} other {# caracteres}}',
  ludsComplexity: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo',
  breachedPassword:
    'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elige otra contraseña.',
  passwordStrength: 'Seguridad de la contraseña',
  setNewPasswordTitle: 'Establece una nueva contraseña',
  resetSentTitle: '¡Revisa tu correo!',
  resetSentDescription: 'Hemos enviado un enlace de inicio de sesión a {email}.',
  resendEmail: 'Reenviar correo',
  verifyFirstTitle: 'Primero verifica tu correo electrónico.',
  verifyFirstDescription: 'Hemos enviado a {email} un enlace para verificar tu correo electrónico y establecer una contraseña.',
  forgotTitle: '¡Revisa tu correo para obtener ayuda con el inicio de sesión!',
  forgotDescriptionOrganization:
    'Te enviaremos un enlace para iniciar sesión directamente en tu cuenta o restablecer tu contraseña, si tienes una.',
  forgotDescriptionDiscovery:
    'Te enviaremos un enlace de verificación para registrarte o restablecer tu contraseña, si tienes una.',
  newPasswordLabel: 'Nueva contraseña',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: 'Configura la autenticación multifactor',
  mfaUseAuthenticatorApp: 'Usar una aplicación de autenticación',
  mfaTextMeACode: 'Enviarme un código por SMS',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'Iniciar sesión con una llave de acceso',
  mfaUsePasskey: 'Usar una llave de acceso',
  passkeyCancelled: 'La solicitud de la llave de acceso se canceló o caducó. Inténtalo de nuevo.',
  smsEnrollTitle: 'Introduce tu número de teléfono para configurar la autenticación multifactor',
  phoneCountryLabel: 'País',
  phoneNumberLabel: 'Número de teléfono',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: 'El formato del número de teléfono no es válido. Asegúrate de que esté en formato E.164.',
  smsEntryTitle: 'Introduce el código',
  smsEntryDescription: 'Hemos enviado un código de 6 dígitos a {destination}',
  totpQrTitle: 'Escanea el código QR para vincular tu aplicación de autenticación',
  totpQrAlt: 'Código QR para escanear con tu aplicación de autenticación',
  totpTroubleScanning: '¿Problemas para escanear?',
  totpManualTitle: '¿Problemas para escanear el código QR?',
  totpManualDescription: 'Introduce este código en tu aplicación de autenticación.',
  totpScanAgain: 'Volver a escanear el código QR',
  totpEntryTitle: 'Introduce el código de verificación',
  totpEntryDescription: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  totpInputLabel: 'Código de verificación',
  useBackupCode: '¿No puedes acceder a tu aplicación de autenticación? Usa un código de respaldo',
  textMeInstead: 'Prefiero recibir un código por SMS',
  recoveryEntryTitle: 'Introduce un código de respaldo',
  recoveryCodeLabel: 'Código de respaldo',
  recoverySaveTitle: '¡Guarda tus códigos de respaldo!',
  recoverySaveDescription: 'Cada código funciona una sola vez, por si pierdes tu aplicación de autenticación.',
  copyCodes: 'Copiar',
  downloadCodes: 'Descargar .txt',
  done: 'Hecho',
  copied: 'Copiado',
  copyFailed: 'No se han podido copiar los códigos al portapapeles',
  codeCopied: 'Código copiado',
  codeCopyFailed: 'No se ha podido copiar el código al portapapeles',

  // SSO and OAuth
  continueWithProvider: 'Continuar con {provider}',
  continueWithSso: 'Continuar con SSO',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: 'Introduce tu correo electrónico para continuar',
  ssoDiscoveryMenuTitle: 'Selecciona una conexión para continuar',
  ssoDiscoveryFallbackTitle: 'Lo sentimos, no hemos encontrado ninguna conexión.',
  ssoDiscoveryFallbackDescription:
    'Introduce el identificador único (slug) de la organización para continuar. Si no lo conoces, inicia sesión con otro método para ver todas tus organizaciones.',
  orgSlugLabel: 'Identificador de la organización',
  orgSlugPlaceholder: 'Introduce el identificador',
  tryAnotherMethod: 'Probar otro método de inicio de sesión',

  // Consent and logout of connected apps
  idpMissingParam: 'Falta un parámetro obligatorio: {param}. Ponte en contacto con el desarrollador de la aplicación.',
  idpSignInTitle: 'Iniciar sesión en {clientName} con {projectName}',
  idpCustomScopesTitle: '{clientName} quiere acceder a tu cuenta de {projectName}',
  idpRequesting: '{clientName} solicita:',
  idpDefaultClientName: 'La aplicación',
  idpNoPermissionsToGrant: 'No tienes permisos para conceder a {clientName} acceso a algunos de los permisos solicitados.',
  idpCannotGrantRequest: 'No puedes conceder a {clientName} lo siguiente:',
  idpAllow: 'Permitir',
  idpDeny: 'Denegar',
  idpDenied: 'Se ha denegado el acceso a la aplicación.',
  idpNoActiveSession: 'No se ha detectado ninguna sesión activa. Inicia sesión para continuar.',
  idpScopeOpenid: 'Verificar tu identidad',
  idpScopeOpenidDetail: 'Ver la información guardada en tu cuenta',
  idpScopeProfile: 'Ver la información de tu perfil personal',
  idpScopeProfileDetail: 'Tu nombre, tu foto de perfil y tus preferencias de idioma',
  idpScopeEmailDetail: 'Tu dirección de correo electrónico',
  idpScopePhoneDetail: 'Tu número de teléfono',
  idpScopeOfflineAccess: 'Mantener el acceso a tus datos aunque no estés usando la aplicación',
  idpScopeOfflineAccessDetail1: 'Acceder a tus datos incluso cuando no estés conectado.',
  idpScopeOfflineAccessDetail2: 'Sincronizar datos y realizar tareas en segundo plano en tu nombre.',
  idpScopeFullAccess: 'Actuar en tu nombre con acceso completo a tu cuenta',
  idpScopeCustom: 'Usar el permiso {scope}',
  idpAppLogoAlt: 'Logotipo',
  idpLogoutTitle: '¿Cerrar sesión?',
  idpLogoutMessage: '¿Seguro que quieres cerrar la sesión de tu cuenta de {projectName}?',
  idpLogoutYes: 'Sí',
  idpLogoutNo: 'No',
  idpNotLoggedOut: 'No se ha cerrado tu sesión. Puedes cerrar esta página.',
};

export default es;
