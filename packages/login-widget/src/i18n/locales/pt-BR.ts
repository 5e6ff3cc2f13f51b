import type { Strings } from '../en.js';

/** Brazilian Portuguese (português do Brasil): every text of the widget; loaded on demand (../locales.ts). */
const ptBR: Strings = {
  // Main
  mainTitleDiscovery: 'Cadastre-se ou entre',
  mainTitleOrganization: 'Continuar para {organizationName}',
  mainTitleOrganizationUnknown: 'Continuar para ...',
  verifyEmailTitle: 'Confirme seu e-mail',
  verifyEmailDescription: 'Confirme seu endereço de e-mail de uma das formas abaixo:',
  emailLabel: 'E-mail',
  emailPlaceholder: 'exemplo@email.com',
  invalidEmail: 'Endereço de e-mail inválido',
  continue: 'Continuar',
  or: 'ou',
  usePasswordInstead: 'Usar uma senha',
  loading: 'Carregando...',
  back: 'Voltar',
  organizationLogoAlt: 'Logotipo de {organizationName}',
  appLogoAlt: 'Logotipo',

  // Email
  emailMethodSelectionTitle: 'Escolha como você quer continuar.',
  emailMeLink: 'Enviar um link de acesso por e-mail',
  emailMeCode: 'Enviar um código de acesso por e-mail',

  // Passwords
  passwordLoginTitle: 'Entrar com e-mail e senha',
  passwordLabel: 'Senha',
  show: 'Mostrar',
  hide: 'Ocultar',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  signUpOrResetPassword: 'Cadastrar-se ou redefinir a senha',
  nonMemberNoAccess:
    '{email} não tem acesso a {organizationName}. Se você acha que isso é um erro, fale com o seu administrador.',
  jitNoAccess:
    '{email} não tem acesso a {organizationName}. Se você acha que isso é um erro, fale com o seu administrador',

  // Success and progress
  successTitle: 'Tudo certo!',
  successDescription: 'Você entrou com sucesso.',
  loggingIn: 'Entrando...',

  // Error screen
  errorTitle: 'Parece que ocorreu um erro!',
  errorDefault: 'Algo deu errado. Tente novamente mais tarde ou peça ajuda ao seu administrador.',
  errorEmailMagicLink:
    'Este link de acesso não é mais válido: ele pode ter expirado ou já ter sido usado. Solicite um novo.',
  errorOrganizationTitle: 'Organização não encontrada',
  errorOrganization:
    'Não encontramos a organização que você procura. Se você acha que isso é um erro, fale com o seu administrador.',
  errorCannotJoin:
    'Não é possível entrar por causa da política de autenticação de {organizationName}. Fale com o seu administrador para saber mais.',
  errorAdBlocker:
    'Seu navegador bloqueou uma solicitação necessária para o login. Desative o bloqueador de anúncios neste site e tente novamente.',
  errorClaimedDomain:
    'Este domínio de e-mail pertence a uma organização: você só pode entrar nela. Peça ajuda ao seu administrador.',
  goBack: 'Voltar',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'O formato do e-mail é inválido.',
  errUnauthorizedCredentials: 'Credenciais não autorizadas.',
  errUserUnauthenticated: 'É preciso ter uma sessão ativa para esta ação. Você já entrou?',
  errEmailNotFound: 'E-mail não encontrado.',
  errNoUserPassword: 'Nenhuma senha encontrada para este usuário. Tente novamente.',
  errBreachedPassword: 'A senha aparece na lista de senhas vazadas e precisa ser redefinida.',
  errResetPassword: 'A senha precisa ser redefinida.',
  errInvalidCode: 'O formato do código é inválido. Tente novamente.',
  errMemberPasswordNotFound: 'Senha do membro não encontrada.',
  errUnauthorizedAction: 'Ação não autorizada.',
  errUserLockLimitReached: 'Muitas tentativas de autenticação sem sucesso. Tente novamente mais tarde.',
  errInvalidSessionToken: 'Token de sessão inválido.',
  errSessionNotFound: 'Sessão não encontrada.',
  errOtpCodeNotFound: 'Código inválido. Tente novamente.',
  errUnableToAuthMagicLink: 'Este link já foi usado ou expirou. Solicite um novo.',
  errInactiveEmail:
    'Este endereço de e-mail está marcado como inativo. Tente outro endereço ou fale com o seu administrador.',
  errOrganizationNotFound: 'Organização não encontrada. Tente novamente.',
  errSlugLookup: 'Ocorreu um erro. Tente novamente.',

  // Toasts and chrome
  dismiss: 'Fechar',
  notifications: 'Notificações',
  poweredBy: 'Com tecnologia',
  watermarkName: 'ShelfScope',

  // Passcode entry (email and text message) and its resend line
  didntGetIt: 'Não recebeu?',
  otpTitle: 'Digite o código',
  otpDescription: 'Enviamos um código de 6 dígitos para {destination}',
  otpInputLabel: 'Código de uso único',
  codeExpiresIn: 'Seu código expira em {timeRemaining}.',
  codeExpired: 'Seu código expirou.',
  verifyingPasscode: 'Verificando o código...',
  resendCode: 'Reenviar código',
  sendingCode: 'Enviando...',
  codeSent: 'Código enviado',

  // Email confirmation (a link was sent)
  checkEmailTitle: 'Confira seu e-mail',
  emailResent: 'E-mail reenviado',
  emailSentTo: 'Enviamos um e-mail para {email}',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo Mail',
  openOutlook: 'Outlook',
  tryAgain: 'Tentar novamente',

  // Discovery's organization list, new passwords
  discoveryTitle: 'Selecione uma organização para continuar',
  acceptInvite: 'Aceitar convite',
  join: 'Entrar',
  createOrganization: 'Criar uma organização',
  createOrganizationToGetStarted: 'Crie uma organização para começar',
  organizationName: 'Nome da organização',
  organizationNameHint: 'Sua equipe vê esse nome ao entrar; você pode mudá-lo depois.',
  noOrganizations: '{email} não pertence a nenhuma organização.',
  tryDifferentEmail: 'Tentar outro endereço de e-mail',
  ludsLength: 'Deve ter pelo menos {count, plural, one {# caractere} other {# caracteres}}',
  ludsComplexity: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo',
  breachedPassword:
    'Esta senha pode ter sido usada em outro site que sofreu um problema de segurança. Escolha outra senha.',
  passwordStrength: 'Força da senha',
  setNewPasswordTitle: 'Defina uma nova senha',
  resetSentTitle: 'Confira seu e-mail!',
  resetSentDescription: 'Enviamos um link de acesso para {email}.',
  resendEmail: 'Reenviar e-mail',
  verifyFirstTitle: 'Confirme seu e-mail primeiro.',
  verifyFirstDescription: 'Enviamos para {email} um link para confirmar seu e-mail e definir uma senha.',
  forgotTitle: 'Confira seu e-mail para receber ajuda com o acesso!',
  forgotDescriptionOrganization:
    'Vamos enviar um link por e-mail para você entrar direto na sua conta ou redefinir sua senha, se tiver uma.',
  forgotDescriptionDiscovery:
    'Vamos enviar um link de verificação por e-mail para você se cadastrar ou redefinir sua senha, se tiver uma.',
  newPasswordLabel: 'Nova senha',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: 'Configure a autenticação multifator',
  mfaUseAuthenticatorApp: 'Usar um app autenticador',
  mfaTextMeACode: 'Enviar um código por SMS',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'Entrar com uma chave de acesso',
  mfaUsePasskey: 'Usar uma chave de acesso',
  passkeyCancelled: 'A solicitação da chave de acesso foi cancelada ou expirou. Tente novamente.',
  smsEnrollTitle: 'Digite seu número de telefone para configurar a autenticação multifator',
  phoneCountryLabel: 'País',
  phoneNumberLabel: 'Número de telefone',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: 'O formato do número de telefone é inválido. Verifique se ele está no formato E.164.',
  smsEntryTitle: 'Digite o código',
  smsEntryDescription: 'Enviamos um código de 6 dígitos para {destination}',
  totpQrTitle: 'Escaneie o QR code para vincular seu app autenticador',
  totpQrAlt: 'QR code para escanear com seu app autenticador',
  totpTroubleScanning: 'Problemas para escanear?',
  totpManualTitle: 'Problemas para escanear o QR code?',
  totpManualDescription: 'Digite este código no seu app autenticador.',
  totpScanAgain: 'Tentar escanear o QR code novamente',
  totpEntryTitle: 'Digite o código de verificação',
  totpEntryDescription: 'Digite o código de 6 dígitos do seu app autenticador.',
  totpInputLabel: 'Código de verificação',
  useBackupCode: 'Não consegue acessar seu app autenticador? Use um código de backup',
  textMeInstead: 'Prefiro receber um código por SMS',
  recoveryEntryTitle: 'Digite um código de backup',
  recoveryCodeLabel: 'Código de backup',
  recoverySaveTitle: 'Guarde seus códigos de backup!',
  recoverySaveDescription: 'Cada código funciona uma vez, caso você perca seu app autenticador.',
  copyCodes: 'Copiar',
  downloadCodes: 'Baixar .txt',
  done: 'Concluir',
  copied: 'Copiado',
  copyFailed: 'Não foi possível copiar os códigos para a área de transferência',
  codeCopied: 'Código copiado',
  codeCopyFailed: 'Não foi possível copiar o código para a área de transferência',

  // SSO and OAuth
  continueWithProvider: 'Continuar com {provider}',
  continueWithSso: 'Continuar com SSO',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: 'Digite seu e-mail para continuar',
  ssoDiscoveryMenuTitle: 'Selecione uma conexão para continuar',
  ssoDiscoveryFallbackTitle: 'Não encontramos nenhuma conexão.',
  ssoDiscoveryFallbackDescription:
    'Digite o identificador único (slug) da organização para continuar. Se você não sabe qual é, entre por outro método para ver todas as suas organizações.',
  orgSlugLabel: 'Identificador da organização',
  orgSlugPlaceholder: 'Digite o identificador',
  tryAnotherMethod: 'Tentar outro método de acesso',

  // Consent and logout of connected apps
  idpMissingParam: 'Falta um parâmetro obrigatório: {param}. Entre em contato com o desenvolvedor do aplicativo.',
  idpSignInTitle: 'Entrar em {clientName} com {projectName}',
  idpCustomScopesTitle: '{clientName} quer acessar sua conta {projectName}',
  idpRequesting: '{clientName} está pedindo para:',
  idpDefaultClientName: 'O app',
  idpNoPermissionsToGrant:
    'Você não tem permissão para conceder a {clientName} acesso a algumas das permissões solicitadas.',
  idpCannotGrantRequest: 'Você não pode conceder a {clientName} o seguinte:',
  idpAllow: 'Permitir',
  idpDeny: 'Negar',
  idpDenied: 'O acesso ao aplicativo foi negado.',
  idpNoActiveSession: 'Nenhuma sessão ativa encontrada. Entre para continuar.',
  idpScopeOpenid: 'Confirmar sua identidade',
  idpScopeOpenidDetail: 'Ver as informações guardadas na sua conta',
  idpScopeProfile: 'Ver as informações do seu perfil pessoal',
  idpScopeProfileDetail: 'Seu nome, sua foto de perfil e suas preferências de idioma',
  idpScopeEmailDetail: 'Seu endereço de e-mail',
  idpScopePhoneDetail: 'Seu número de telefone',
  idpScopeOfflineAccess: 'Manter o acesso aos seus dados mesmo quando você não estiver usando o app',
  idpScopeOfflineAccessDetail1: 'Acessar seus dados mesmo quando você estiver off-line.',
  idpScopeOfflineAccessDetail2: 'Sincronizar dados e executar tarefas em segundo plano em seu nome.',
  idpScopeFullAccess: 'Agir em seu nome com acesso total à sua conta',
  idpScopeCustom: 'Usar a permissão {scope}',
  idpAppLogoAlt: 'Logotipo',
  idpLogoutTitle: 'Sair?',
  idpLogoutMessage: 'Tem certeza de que quer sair da sua conta {projectName}?',
  idpLogoutYes: 'Sim',
  idpLogoutNo: 'Não',
  idpNotLoggedOut: 'Você não saiu da conta. Pode fechar esta página.',
};

export default ptBR;
