import type { Strings } from '../en.js';

/** Japanese (日本語): every text of the widget; loaded on demand (../locales.ts). */
const ja: Strings = {
  // Main
  mainTitleDiscovery: '登録またはログイン',
  mainTitleOrganization: '{organizationName} に進む',
  mainTitleOrganizationUnknown: '次に進む',
  verifyEmailTitle: 'メールアドレスの確認',
  verifyEmailDescription: '次のいずれかの方法でメールアドレスを確認してください:',
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'example@email.com',
  invalidEmail: 'メールアドレスが正しくありません',
  continue: '続ける',
  or: 'または',
  usePasswordInstead: 'パスワードを使う',
  loading: '読み込み中...',
  back: '戻る',
  organizationLogoAlt: '{organizationName} のロゴ',
  appLogoAlt: 'ロゴ',

  // Email
  emailMethodSelectionTitle: '続ける方法を選んでください。',
  emailMeLink: 'ログインリンクをメールで受け取る',
  emailMeCode: 'ログインコードをメールで受け取る',

  // Passwords
  passwordLoginTitle: 'メールアドレスとパスワードでログイン',
  passwordLabel: 'パスワード',
  show: '表示',
  hide: '隠す',
  showPassword: 'パスワードを表示',
  hidePassword: 'パスワードを隠す',
  signUpOrResetPassword: '登録またはパスワードの再設定',
  nonMemberNoAccess:
    '{email} には {organizationName} へのアクセス権がありません。誤りだと思われる場合は、管理者にお問い合わせください。',
  jitNoAccess:
    '{email} には {organizationName} へのアクセス権がありません。誤りだと思われる場合は、管理者にお問い合わせください',

  // Success and progress
  successTitle: '完了しました!',
  successDescription: 'ログインしました。',
  loggingIn: 'ログインしています...',

  // Error screen
  errorTitle: 'エラーが発生しました',
  errorDefault: '問題が発生しました。しばらくしてからもう一度お試しいただくか、管理者にお問い合わせください。',
  errorEmailMagicLink:
    'このログインリンクは無効です。有効期限が切れたか、すでに使用された可能性があります。新しいリンクをリクエストしてください。',
  errorOrganizationTitle: '組織が見つかりません',
  errorOrganization: 'お探しの組織が見つかりませんでした。誤りだと思われる場合は、管理者にお問い合わせください。',
  errorCannotJoin:
    '{organizationName} の認証ポリシーにより参加できません。詳しくは管理者にお問い合わせください。',
  errorAdBlocker:
    'ログインに必要なリクエストがブラウザーによってブロックされました。このサイトで広告ブロッカーを無効にして、もう一度お試しください。',
  errorClaimedDomain:
    'このメールドメインはある組織が所有しているため、その組織にのみ参加できます。管理者にお問い合わせください。',
  goBack: '戻る',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'メールアドレスの形式が正しくありません。',
  errUnauthorizedCredentials: '認証情報が正しくありません。',
  errUserUnauthenticated: 'この操作には有効なセッションが必要です。ログインしていますか?',
  errEmailNotFound: 'メールアドレスが見つかりません。',
  errNoUserPassword: 'このユーザーのパスワードが見つかりません。もう一度お試しください。',
  errBreachedPassword: 'このパスワードは漏えいしたパスワードの一覧に含まれているため、再設定が必要です。',
  errResetPassword: 'パスワードの再設定が必要です。',
  errInvalidCode: 'コードの形式が正しくありません。もう一度お試しください。',
  errMemberPasswordNotFound: 'メンバーのパスワードが見つかりません。',
  errUnauthorizedAction: '許可されていない操作です。',
  errUserLockLimitReached: '認証の失敗が多すぎます。しばらくしてからもう一度お試しください。',
  errInvalidSessionToken: 'セッショントークンが無効です。',
  errSessionNotFound: 'セッションが見つかりません。',
  errOtpCodeNotFound: 'コードが正しくありません。もう一度お試しください。',
  errUnableToAuthMagicLink: 'このリンクはすでに使用されたか、有効期限が切れています。新しいリンクをリクエストしてください。',
  errInactiveEmail:
    'このメールアドレスは無効としてマークされています。別のアドレスをお試しいただくか、管理者にお問い合わせください。',
  errOrganizationNotFound: '組織が見つかりません。もう一度お試しください。',
  errSlugLookup: 'エラーが発生しました。もう一度お試しください。',

  // Toasts and chrome
  dismiss: '閉じる',
  notifications: 'お知らせ',
  poweredBy: 'Powered by',
  watermarkName: 'ShelfScope',

  // Passcode entry (email and text message) and its resend line
  didntGetIt: '届きませんか?',
  otpTitle: 'コードを入力',
  otpDescription: '{destination} に 6 桁のコードを送信しました',
  otpInputLabel: 'ワンタイムコード',
  codeExpiresIn: 'コードの有効期限まであと {timeRemaining} です。',
  codeExpired: 'コードの有効期限が切れました。',
  verifyingPasscode: 'コードを確認しています...',
  resendCode: 'コードを再送信',
  sendingCode: '送信中...',
  codeSent: 'コードを送信しました',

  // Email confirmation (a link was sent)
  checkEmailTitle: 'メールを確認してください',
  emailResent: 'メールを再送信しました',
  emailSentTo: '{email} にメールを送信しました',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo!メール',
  openOutlook: 'Outlook',
  tryAgain: 'やり直す',

  // Discovery's organization list, new passwords
  discoveryTitle: '続ける組織を選んでください',
  acceptInvite: '招待を承諾',
  join: '参加',
  createOrganization: '組織を作成',
  createOrganizationToGetStarted: '組織を作成して始めましょう',
  organizationName: '組織名',
  organizationNameHint: 'ログイン時にチームに表示されます。あとで変更できます。',
  noOrganizations: '{email} はどの組織にも所属していません。',
  tryDifferentEmail: '別のメールアドレスを使う',
  ludsLength: '{count, plural, other {# 文字}}以上にしてください',
  ludsComplexity: '大文字、小文字、数字、記号のうち {count} 種類を含めてください',
  breachedPassword:
    'このパスワードは、セキュリティ問題が発生した別のサイトで使われた可能性があります。別のパスワードを選んでください。',
  passwordStrength: 'パスワードの強度',
  setNewPasswordTitle: '新しいパスワードを設定',
  resetSentTitle: 'メールを確認してください!',
  resetSentDescription: '{email} にログインリンクを送信しました。',
  resendEmail: 'メールを再送信',
  verifyFirstTitle: '先にメールアドレスを確認してください。',
  verifyFirstDescription: 'メールアドレスを確認してパスワードを設定するためのリンクを {email} に送信しました。',
  forgotTitle: 'ログインのご案内をメールでお送りします!',
  forgotDescriptionOrganization:
    'アカウントに直接ログインするためのリンク、またはパスワードをお持ちの場合は再設定用のリンクをメールでお送りします。',
  forgotDescriptionDiscovery:
    '登録するための確認リンク、またはパスワードをお持ちの場合は再設定用のリンクをメールでお送りします。',
  newPasswordLabel: '新しいパスワード',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: '多要素認証を設定',
  mfaUseAuthenticatorApp: '認証アプリを使う',
  mfaTextMeACode: 'SMS でコードを受け取る',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'パスキーでログイン',
  mfaUsePasskey: 'パスキーを使う',
  passkeyCancelled: 'パスキーのリクエストがキャンセルされたか、タイムアウトしました。もう一度お試しください。',
  smsEnrollTitle: '多要素認証を設定するため、電話番号を入力してください',
  phoneCountryLabel: '国',
  phoneNumberLabel: '電話番号',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: '電話番号の形式が正しくありません。E.164 形式で入力してください。',
  smsEntryTitle: 'コードを入力',
  smsEntryDescription: '{destination} に 6 桁のコードを送信しました',
  totpQrTitle: 'QR コードをスキャンして認証アプリを連携してください',
  totpQrAlt: '認証アプリでスキャンする QR コード',
  totpTroubleScanning: 'スキャンできませんか?',
  totpManualTitle: 'QR コードをスキャンできませんか?',
  totpManualDescription: 'このコードを認証アプリに入力してください。',
  totpScanAgain: 'QR コードをもう一度スキャンする',
  totpEntryTitle: '確認コードを入力',
  totpEntryDescription: '認証アプリに表示された 6 桁のコードを入力してください。',
  totpInputLabel: '確認コード',
  useBackupCode: '認証アプリを使えない場合は、バックアップコードを使用してください',
  textMeInstead: '代わりに SMS でコードを受け取る',
  recoveryEntryTitle: 'バックアップコードを入力',
  recoveryCodeLabel: 'バックアップコード',
  recoverySaveTitle: 'バックアップコードを保存してください!',
  recoverySaveDescription: '認証アプリをなくしたときに、各コードを 1 回ずつ使えます。',
  copyCodes: 'コピー',
  downloadCodes: '.txt をダウンロード',
  done: '完了',
  copied: 'コピーしました',
  copyFailed: 'コードをクリップボードにコピーできませんでした',
  codeCopied: 'コードをコピーしました',
  codeCopyFailed: 'コードをクリップボードにコピーできませんでした',

  // SSO and OAuth
  continueWithProvider: '{provider} で続ける',
  continueWithSso: 'SSO で続ける',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: '続けるにはメールアドレスを入力してください',
  ssoDiscoveryMenuTitle: '続ける接続を選んでください',
  ssoDiscoveryFallbackTitle: '接続が見つかりませんでした。',
  ssoDiscoveryFallbackDescription:
    '続けるには組織の固有 ID (スラッグ) を入力してください。わからない場合は、別の方法でログインすると、所属するすべての組織を確認できます。',
  orgSlugLabel: '組織のスラッグ',
  orgSlugPlaceholder: '組織のスラッグを入力',
  tryAnotherMethod: '別の方法でログイン',

  // Consent and logout of connected apps
  idpMissingParam: '必須パラメーターがありません: {param}。アプリケーションの開発者にお問い合わせください。',
  idpSignInTitle: '{projectName} で {clientName} にログイン',
  idpCustomScopesTitle: '{clientName} が {projectName} アカウントへのアクセスを求めています',
  idpRequesting: '{clientName} が次の許可を求めています:',
  idpDefaultClientName: 'このアプリ',
  idpNoPermissionsToGrant: 'リクエストされた権限の一部について、{clientName} にアクセスを許可する権限がありません。',
  idpCannotGrantRequest: '{clientName} の次のリクエストは許可できません:',
  idpAllow: '許可',
  idpDeny: '拒否',
  idpDenied: 'アプリケーションへのアクセスが拒否されました。',
  idpNoActiveSession: '有効なセッションがありません。続けるにはログインしてください。',
  idpScopeOpenid: '本人確認',
  idpScopeOpenidDetail: 'アカウントに保存されている情報の表示',
  idpScopeProfile: '個人プロフィール情報の表示',
  idpScopeProfileDetail: '名前、プロフィール写真、言語の設定',
  idpScopeEmailDetail: 'メールアドレス',
  idpScopePhoneDetail: '電話番号',
  idpScopeOfflineAccess: 'アプリを使っていないときもデータへのアクセスを維持',
  idpScopeOfflineAccessDetail1: 'オフラインのときもデータにアクセスします。',
  idpScopeOfflineAccessDetail2: 'データを同期し、バックグラウンドのタスクを代わりに実行します。',
  idpScopeFullAccess: 'アカウントへのフルアクセスで本人に代わって操作',
  idpScopeCustom: '{scope} スコープの使用',
  idpAppLogoAlt: 'ロゴ',
  idpLogoutTitle: 'ログアウトしますか?',
  idpLogoutMessage: '{projectName} アカウントからログアウトしてもよろしいですか?',
  idpLogoutYes: 'はい',
  idpLogoutNo: 'いいえ',
  idpNotLoggedOut: 'ログアウトしていません。このページは閉じてかまいません。',
};

export default ja;
